import type { FirebaseWebConfig, Profile } from '../contracts/firebaseConfig';

export interface RuntimeConfig {
  consentId?: string;
  consentScriptUrl?: string;
  /** Which identity provider and document store to use; self-hosted unless the server says firebase. */
  profile: Profile;
  /** Present exactly when the profile is firebase. */
  firebase?: FirebaseWebConfig;
  feide?: true;
  /** Which content the server has, so this device may answer from its copy of the same (src/services/deviceCopies.ts). */
  contentVersion?: string;
}

/** The settings the server writes into index.html (server/plugins/spa.ts); anything odd is ignored, a bad Firebase config means self-hosted. */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const raw = readScriptObject(doc, 'app-config');
  if (!raw) return { profile: 'self-hosted' };
  const firebase = raw.profile === 'firebase' ? firebaseWebConfigOf(raw.firebase) : undefined;
  const contentVersion = typeof raw.contentVersion === 'string' && /^[\w-]{1,64}$/.test(raw.contentVersion) ? { contentVersion: raw.contentVersion } : {};
  return { ...consentOf(raw), ...contentVersion, ...(raw.feide === true ? { feide: true as const } : {}), ...(firebase ? { profile: 'firebase', firebase } : { profile: 'self-hosted' }) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON object the server wrote into one of the page's `<script type="application/json">`; null when none, not JSON, or not an object. */
export function readScriptObject(doc: Document, id: string): Record<string, unknown> | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length >= 1 && value.length <= max;
const hasOnly = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).every((key) => keys.includes(key));

/** FirebaseWebConfigSchema's rules written out, keeping zod off every first page load; runtimeConfig.test.ts holds the two together. */
function firebaseWebConfigOf(value: unknown): FirebaseWebConfig | undefined {
  const keys = ['projectId', 'apiKey', 'authDomain', 'cacheSizeBytes', 'longPollingTimeoutSeconds', 'emulators'] as const;
  if (!isRecord(value) || !hasOnly(value, keys)) return undefined;
  const { projectId, apiKey, authDomain, cacheSizeBytes, longPollingTimeoutSeconds, emulators } = value;
  if (typeof projectId !== 'string' || !/^[a-z0-9-]{4,40}$/.test(projectId) || !isText(apiKey, 200) || !isText(authDomain, 200)) return undefined;
  if (!Number.isSafeInteger(cacheSizeBytes) || (cacheSizeBytes !== -1 && (cacheSizeBytes as number) < 1_048_576)) return undefined;
  if (!Number.isSafeInteger(longPollingTimeoutSeconds) || (longPollingTimeoutSeconds as number) < 5 || (longPollingTimeoutSeconds as number) > 30) return undefined;
  const config = { projectId, apiKey, authDomain, cacheSizeBytes: cacheSizeBytes as number, longPollingTimeoutSeconds: longPollingTimeoutSeconds as number };
  if (emulators === undefined) return config;
  if (!isRecord(emulators) || !hasOnly(emulators, ['auth', 'firestore']) || !isText(emulators.auth, Infinity) || !isText(emulators.firestore, Infinity)) return undefined;
  return { ...config, emulators: { auth: emulators.auth, firestore: emulators.firestore } };
}

function consentOf(raw: Record<string, unknown>): Pick<RuntimeConfig, 'consentId' | 'consentScriptUrl'> {
  try {
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
