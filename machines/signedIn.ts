/** From sign-in until logout has finished. Its own module, so asking views keep the auth machine out of the entry chunk. */
export function isSignedIn(snapshot: { matches: (state: 'signedIn' | 'loggingOut') => boolean }): boolean {
  return snapshot.matches('signedIn') || snapshot.matches('loggingOut');
}
