import * as z from 'zod/mini';

const RuntimeConfigSchema = z.object({
  consentId: z.optional(z.string()),
  consentScriptUrl: z.optional(z.url()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** The settings the server writes into index.html (see server/plugins/spa.ts). */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const text = doc.getElementById('app-config')?.textContent;
  if (!text) return {};
  try {
    const parsed = RuntimeConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
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
