import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../test/testApp';
import { assetHeaders, securityHeaders } from './security';

const FIREBASE = { PROFILE: 'firebase', FIREBASE_PROJECT_ID: 'demo-okonomi', FIREBASE_API_KEY: 'demo-api-key', FIREBASE_AUTH_DOMAIN: 'demo-okonomi.firebaseapp.com' };
const connectSrc = (env: Record<string, string>) => {
  const csp = securityHeaders(testConfig(env))['content-security-policy'] ?? '';
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

describe('the security headers', () => {
  const common = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it('are on every answer, with the policy written as browsers read it, and no HSTS outside production', async () => {
    for (const url of ['/no', '/api/public/no/get/multiselect/bransje/alle', '/api/finnes-ikke']) {
      const res = await app.inject(url);
      for (const [name, value] of Object.entries(common)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';" +
          "frame-src 'none';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none';worker-src 'self' blob:",
      );
    }
  });

  it('on a built script, style sheet or icon are only those a browser reads there: nosniff and the resource policy', async () => {
    for (const url of ['/assets/finnes-ikke-abc123.js', '/favicon-32.png']) {
      const res = await app.inject(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of Object.keys(common).filter((n) => n !== 'x-content-type-options' && n !== 'cross-origin-resource-policy')) {
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
      expect(res.headers['content-security-policy'], url).toBeUndefined();
    }
    // The service worker is a worker: it keeps its policy.
    expect((await app.inject('/sw.js')).headers['content-security-policy']).toContain("default-src 'self'");
    expect(assetHeaders(securityHeaders({ ...testConfig(), env: 'production' }))).toEqual({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('add HSTS in production, and a consent provider to the sources it needs', () => {
    const headers = securityHeaders({ ...testConfig(), env: 'production', consent: { id: 'abc12345-0000', scriptUrl: 'https://consent.example.no/uc.js' } });
    expect(headers).toEqual({
      ...common,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'content-security-policy':
        "default-src 'self';script-src 'self' https://consent.example.no 'wasm-unsafe-eval';style-src 'self' https://consent.example.no;" +
        "img-src 'self' data: https://consent.example.no;font-src 'self';connect-src 'self' https://consent.example.no;frame-src https://consent.example.no;" +
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none';worker-src 'self' blob:",
    });
  });
});
