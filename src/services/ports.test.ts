import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseWebConfig } from '../contracts/firebaseConfig';

const firebase: FirebaseWebConfig = { projectId: 'demo-okonomi', apiKey: 'k', authDomain: 'demo-okonomi.firebaseapp.com', cacheSizeBytes: 41_943_040, longPollingTimeoutSeconds: 30 };
const signUp = vi.fn(async () => ({ userId: 'fb-teacher-01', idToken: 'firebase-token', expiresAt: 1 }));
const signIn = vi.fn(async () => ({ userId: 'fb-user-0001', idToken: 'firebase-token', expiresAt: 1 }));
const getClass = vi.fn(async () => null);
const createFirebaseAdapters = vi.fn(() => ({ identity: { signUp, signIn, freshIdToken: async () => 'fresh-token' }, store: { getClass } }));
vi.mock('./firebase/adapters', () => ({ createFirebaseAdapters }));

import { readSent } from '../test/fakeFetch';

const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ success: true, data: { userId: 'self-hosted-1', idToken: 'x', expiresAt: 1 } }), { status: 200 }));

/** What the n-th call handed to fetch. */
const sentAt = async (n: number) => {
  const [input, init] = fetchMock.mock.calls[n]!;
  return { request: input as Request, ...(await readSent(input, init)) };
};

function setRuntimeConfig(config: object | null) {
  document.getElementById('app-config')?.remove();
  if (!config) return;
  const script = document.createElement('script');
  script.id = 'app-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify(config);
  document.head.appendChild(script);
}

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  setRuntimeConfig(null);
  vi.unstubAllGlobals();
});

describe('the ports of the configured profile', () => {
  it('are the self-hosted adapters by default, without Firebase', async () => {
    setRuntimeConfig(null);
    const ports = await import('./ports');
    expect((await ports.identity.signIn('elev@skole.no', 'passord-123')).userId).toBe('self-hosted-1');
    expect(new URL((fetchMock.mock.calls[0]?.[0] as Request).url).pathname).toBe('/api/identity/sign-in');
    expect(createFirebaseAdapters).not.toHaveBeenCalled();
  });

  it('load the Firebase adapters on the first identity or store call in the firebase profile, once', async () => {
    setRuntimeConfig({ profile: 'firebase', firebase });
    const ports = await import('./ports');
    expect(createFirebaseAdapters).not.toHaveBeenCalled();
    expect(await ports.identity.signIn('elev@skole.no', 'passord-123')).toMatchObject({ userId: 'fb-user-0001' });
    expect(await ports.store.getClass('t', 'fb-user-0001', 'DEMO26')).toBeNull();
    expect(createFirebaseAdapters).toHaveBeenCalledTimes(1);
    expect(createFirebaseAdapters).toHaveBeenCalledWith(firebase);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('send Start over to our server with a fresh Firebase ID token', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true }), { status: 200 }));
    setRuntimeConfig({ profile: 'firebase', firebase });
    const ports = await import('./ports');
    await ports.backendApi.startOver('token-from-this-morning', 'DEMO26');
    expect((await sentAt(0)).headers.get('authorization')).toBe('Bearer fresh-token');
  });

  it('register a new teacher on Firebase Auth first, then with our server by the fresh ID token', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, data: { userId: 'fb-teacher-01' } }), { status: 200 }));
    setRuntimeConfig({ profile: 'firebase', firebase });
    const ports = await import('./ports');
    const registration = { email: 'laerer@skole.no', password: 'Lærerpassord-1', fylkeEmail: 'fylke@skole.no', fylkeId: '03', isNewTeacher: true };
    await ports.backendApi.registerTeacher(registration);
    expect(signUp).toHaveBeenCalledWith('laerer@skole.no', 'Lærerpassord-1', 'no');
    const sent = await sentAt(0);
    expect(new URL(sent.request.url).pathname).toBe('/api/register/teacher');
    expect(sent.headers.get('authorization')).toBe('Bearer fresh-token');

    await ports.backendApi.registerTeacher({ ...registration, isNewTeacher: false });
    expect(signIn).toHaveBeenCalledWith('laerer@skole.no', 'Lærerpassord-1');
  });
});
