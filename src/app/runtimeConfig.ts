export interface RuntimeConfig {
  consentId?: string;
  consentScriptUrl?: string;
}

/** The settings the server writes into index.html (see server/plugins/spa.ts); anything odd is ignored. */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const text = doc.getElementById('app-config')?.textContent;
  if (!text) return {};
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const consentId = typeof raw.consentId === 'string' ? raw.consentId : undefined;
    const url = typeof raw.consentScriptUrl === 'string' ? new URL(raw.consentScriptUrl) : undefined;
    return consentId && url?.protocol === 'https:' ? { consentId, consentScriptUrl: url.href } : {};
  } catch {
    return {};
  }
}

/** Spec §2: the consent provider's banner is loaded only when a consent id is configured. */
export function injectConsentBanner(doc: Document, config: RuntimeConfig): boolean {
  if (!config.consentId || !config.consentScriptUrl || doc.getElementById('consent-banner')) return false;
  const script = doc.createElement('script');
  script.id = 'consent-banner';
  script.src = config.consentScriptUrl;
  script.async = true;
  script.dataset.cbid = config.consentId;
  doc.head.appendChild(script);
  return true;
}
