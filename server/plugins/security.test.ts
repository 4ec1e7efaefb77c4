import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/testApp';
import { helmetOptions, securityHeaders } from './security';

const FIREBASE = { PROFILE: 'firebase', FIREBASE_PROJECT_ID: 'demo-okonomi', FIREBASE_API_KEY: 'demo-api-key', FIREBASE_AUTH_DOMAIN: 'demo-okonomi.firebaseapp.com' };
const connectSrc = (env: Record<string, string>) => {
  const csp = securityHeaders(helmetOptions(testConfig(env)))['content-security-policy'] ?? '';
  return csp.split(';').find((d) => d.trim().startsWith('connect-src'))?.trim();
};

describe('the connections the page may make', () => {
  it('are the app itself only in the self-hosted profile', () => {
    expect(connectSrc({})).toBe("connect-src 'self'");
  });

  it('add the emulators, and nothing of Google, when the Firebase profile runs on them', () => {
    expect(connectSrc({ ...FIREBASE, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toBe(
      "connect-src 'self' http://127.0.0.1:9099 http://127.0.0.1:8080",
    );
  });

  it('add Google’s Auth and Firestore endpoints for a real project', () => {
    const credentials = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'creds-')), 'service-account.json');
    fs.writeFileSync(credentials, '{}');
    const directive = connectSrc({ ...FIREBASE, NODE_ENV: 'production', GOOGLE_APPLICATION_CREDENTIALS: credentials, AUTH_SECRET: 'x'.repeat(40), TEACHER_APPROVAL: '1' });
    expect(directive).toContain('https://identitytoolkit.googleapis.com');
    expect(directive).toContain('https://securetoken.googleapis.com');
    expect(directive).toContain('https://firestore.googleapis.com');
  });
});
