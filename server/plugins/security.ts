import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Where the Firebase SDK connects from the browser. */
const FIREBASE_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com'];

/** Helmet's defaults less Cross-Origin-Embedder-Policy, which would refuse a consent script without Cross-Origin-Resource-Policy. */
const FIXED_HEADERS = {
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
} as const;

/** The same on every answer: no inline script; no third parties but a consent provider and, to connect, Firebase. */
export function securityHeaders(config: Pick<AppConfig, 'consent' | 'firebase' | 'env'>): Record<string, string> {
  const extra = config.consent ? [new URL(config.consent.scriptUrl).origin] : [];
  const emulators = config.firebase?.emulators;
  const firebase = !config.firebase ? [] : emulators ? [`http://${emulators.auth}`, `http://${emulators.firestore}`] : FIREBASE_ORIGINS;
  const csp = {
    'default-src': ["'self'"],
    // For the PDF renderer's layout engine (yoga, WebAssembly); it allows no eval or inline script.
    'script-src': ["'self'", ...extra, "'wasm-unsafe-eval'"],
    'style-src': ["'self'", ...extra],
    'img-src': ["'self'", 'data:', ...extra],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extra, ...firebase],
    'frame-src': extra.length ? extra : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return {
    'content-security-policy': Object.entries(csp).map(([name, sources]) => [name, ...sources].join(' ')).join(';'),
    ...FIXED_HEADERS,
    // HSTS only makes sense behind TLS, which production has and local runs do not.
    ...(config.env === 'production' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * A built script, style sheet or icon keeps only what a browser reads on one: nosniff, its resource policy and HSTS.
 * The rest governs documents and workers; on the files a page loads first, it would be some 8 kB on the school's line.
 */
export function assetHeaders(headers: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  return Object.fromEntries(Object.entries(headers).filter(([name]) => kept.includes(name)));
}

const ICON = /^\/[\w-]+\.png$/;

/** One object set by one hook (@fastify/helmet would rebuild its middleware on every request). */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = securityHeaders(config);
  const forAssets = assetHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/assets/') || ICON.test(request.url) ? forAssets : headers);
    done();
  });
}
