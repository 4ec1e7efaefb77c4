import { readFileSync } from 'node:fs';

/** Loads the repository's firestore.rules into the emulator again: another test file may have loaded rules of its own. */
export async function loadRepositoryRules(firestoreHost: string, projectId: string): Promise<void> {
  const res = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync('firestore.rules', 'utf8') }] } }),
  });
  if (!res.ok) throw new Error(`Firestore rules: ${res.status} ${await res.text()}`);
}
