import { afterEach, describe, expect, it } from 'vitest';
import { FirebaseWebConfigSchema } from '../contracts/firebaseConfig';
import { injectConsentBanner, readRuntimeConfig } from './runtimeConfig';

function setConfig(json: string) {
  const el = document.createElement('script');
  el.id = 'app-config';
  el.type = 'application/json';
  el.textContent = json;
  document.head.appendChild(el);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('runtime config and the consent banner', () => {
  it('loads no banner when no consent id is configured', () => {
    setConfig('{}');
    expect(injectConsentBanner(document, readRuntimeConfig(document))).toBe(false);
    expect(document.querySelector('#consent-banner')).toBeNull();
  });

  it('loads the provider script with the id when configured, once', () => {
    setConfig('{"consentId":"abc12345-0000","consentScriptUrl":"https://consent.example.no/uc.js"}');
    const config = readRuntimeConfig(document);
    expect(injectConsentBanner(document, config)).toBe(true);
    expect(injectConsentBanner(document, config)).toBe(false);
    const script = document.querySelector<HTMLScriptElement>('#consent-banner')!;
    expect(script.src).toBe('https://consent.example.no/uc.js');
    expect(script.dataset.cbid).toBe('abc12345-0000');
  });

  it('ignores a config block it cannot read', () => {
    setConfig('{not json');
    expect(readRuntimeConfig(document)).toEqual({ profile: 'self-hosted' });
  });
});

describe('the content version', () => {
  it('is read when it is a short name, and ignored otherwise', () => {
    setConfig('{"contentVersion":"Ab_9-x"}');
    expect(readRuntimeConfig(document).contentVersion).toBe('Ab_9-x');
    for (const bad of ['""', '"a b"', '"' + 'x'.repeat(65) + '"', '12', 'null']) {
      document.head.innerHTML = '';
      setConfig(`{"contentVersion":${bad}}`);
      expect(readRuntimeConfig(document)).not.toHaveProperty('contentVersion');
    }
  });
});

describe('a consent script that is not https', () => {
  it('is ignored', () => {
    setConfig('{"consentId":"abc12345-0000","consentScriptUrl":"http://consent.example.no/uc.js"}');
    expect(readRuntimeConfig(document)).toEqual({ profile: 'self-hosted' });
  });
});

describe('the Firebase profile', () => {
  const web = {
    projectId: 'demo-okonomi',
    apiKey: 'demo-api-key',
    authDomain: 'demo-okonomi.firebaseapp.com',
    cacheSizeBytes: 41_943_040,
    longPollingTimeoutSeconds: 30,
  };
  const read = (raw: unknown) => {
    document.head.innerHTML = '';
    setConfig(JSON.stringify(raw));
    return readRuntimeConfig(document);
  };

  it('is self-hosted when the server says nothing about a profile', () => {
    setConfig('{"consentId":"abc12345-0000","consentScriptUrl":"https://consent.example.no/uc.js"}');
    expect(readRuntimeConfig(document).profile).toBe('self-hosted');
    expect(readRuntimeConfig(document).firebase).toBeUndefined();
  });

  it('reads the web config, with the emulators when the server names them', () => {
    expect(read({ profile: 'firebase', firebase: web })).toEqual({ profile: 'firebase', firebase: web });
    const emulators = { auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080' };
    expect(read({ profile: 'firebase', firebase: { ...web, emulators }, consentId: 'abc12345-0000', consentScriptUrl: 'https://c.example.no/uc.js' })).toEqual({
      profile: 'firebase',
      firebase: { ...web, emulators },
      consentId: 'abc12345-0000',
      consentScriptUrl: 'https://c.example.no/uc.js',
    });
  });

  it('falls back to self-hosted on anything odd, exactly where FirebaseWebConfigSchema refuses', () => {
    const odd: unknown[] = [
      undefined,
      null,
      [web],
      'firebase',
      { ...web, projectId: 'Demo Okonomi' },
      { ...web, projectId: 'abc' },
      { ...web, apiKey: '' },
      { ...web, apiKey: 'x'.repeat(201) },
      { ...web, authDomain: 7 },
      { ...web, cacheSizeBytes: 1_048_575 },
      { ...web, cacheSizeBytes: 0 },
      { ...web, cacheSizeBytes: 2.5e6 + 0.5 },
      { ...web, cacheSizeBytes: '41943040' },
      { ...web, longPollingTimeoutSeconds: 4 },
      { ...web, longPollingTimeoutSeconds: 31 },
      { ...web, longPollingTimeoutSeconds: 10.5 },
      { ...web, extra: true },
      { ...web, emulators: { auth: '127.0.0.1:9099' } },
      { ...web, emulators: { auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', hub: 'x' } },
      { ...web, emulators: 'on' },
    ];
    const fine: unknown[] = [web, { ...web, cacheSizeBytes: -1 }, { ...web, cacheSizeBytes: 1_048_576, longPollingTimeoutSeconds: 5 }];
    for (const value of [...odd, ...fine]) {
      const accepted = FirebaseWebConfigSchema.safeParse(value).success;
      expect(read({ profile: 'firebase', firebase: value }).profile, JSON.stringify(value)).toBe(accepted ? 'firebase' : 'self-hosted');
    }
    expect(odd.every((value) => !FirebaseWebConfigSchema.safeParse(value).success)).toBe(true);
    expect(read({ profile: 'aws', firebase: web })).toEqual({ profile: 'self-hosted' });
    expect(read({ firebase: web })).toEqual({ profile: 'self-hosted' });
  });
});
