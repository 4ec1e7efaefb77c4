import { afterEach, describe, expect, it } from 'vitest';
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
    expect(readRuntimeConfig(document)).toEqual({});
  });
});

describe('a consent script that is not https', () => {
  it('is ignored', () => {
    setConfig('{"consentId":"abc12345-0000","consentScriptUrl":"http://consent.example.no/uc.js"}');
    expect(readRuntimeConfig(document)).toEqual({});
  });
});
