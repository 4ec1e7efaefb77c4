import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Where the Firebase SDK connects from the browser: Google's Auth and Firestore endpoints, or the local emulators. */
export const FIREBASE_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com'] as const;

export function firebaseConnectSources(config: AppConfig): string[] {
  if (!config.firebase) return [];
  const { emulators } = config.firebase;
  return emulators ? [`http://${emulators.auth}`, `http://${emulators.firestore}`] : [...FIREBASE_ORIGINS];
}

/**
 * The security policy, with a Content-Security-Policy the built app passes: no inline script at all; no third parties except a
 * configured consent provider, and in the Firebase profile the Auth and Firestore endpoints, for connections only.
 */
export function securityPolicy(config: AppConfig): SecurityPolicy {
  const consentOrigin = config.consent ? new URL(config.consent.scriptUrl).origin : undefined;
  const extra = consentOrigin ? [consentOrigin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the PDF renderer compile its layout engine (yoga, WebAssembly);
        // it allows WebAssembly only, never eval or inline script.
        scriptSrc: ["'self'", ...extra, "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", ...extra],
        imgSrc: ["'self'", 'data:', ...extra],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra, ...firebaseConnectSources(config)],
        frameSrc: extra.length ? extra : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    // HSTS only makes sense behind TLS, which production has and local runs do not.
    strictTransportSecurity: config.env === 'production',
  };
}

/** Content-Security-Policy directives by camelCase name (`scriptSrc` is `script-src`), and whether to send HSTS. */
export interface SecurityPolicy {
  contentSecurityPolicy: { directives: Record<string, string[]> };
  strictTransportSecurity: boolean;
}

/**
 * Helmet's default headers, written out, less Cross-Origin-Embedder-Policy, which would refuse a consent provider's
 * script that sends no Cross-Origin-Resource-Policy.
 */
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

const directiveName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The headers for a policy: none of them depends on the request. */
export function securityHeaders(policy: SecurityPolicy): Record<string, string> {
  const csp = Object.entries(policy.contentSecurityPolicy.directives).map(([name, sources]) => [directiveName(name), ...sources].join(' '));
  const headers: Record<string, string> = { 'content-security-policy': csp.join(';'), ...FIXED_HEADERS };
  if (policy.strictTransportSecurity) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * One object set by one hook: @fastify/helmet would build helmet's middleware again for every request, for
 * headers that are the same every time.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = securityHeaders(securityPolicy(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
