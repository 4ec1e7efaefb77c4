/**
 * Signed in: from sign-in until logout has finished (the answers are sent while logging out). A module of its own,
 * so that the views that ask it do not bring the auth machine into the entry (src/app/boot.tsx).
 */
export function isSignedIn(snapshot: { matches: (state: 'signedIn' | 'loggingOut') => boolean }): boolean {
  return snapshot.matches('signedIn') || snapshot.matches('loggingOut');
}
