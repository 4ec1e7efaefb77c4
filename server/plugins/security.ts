import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { BOOT_SCRIPT_SOURCE } from './landingBoot';
import { SHELL_GUARD_SOURCE } from './shellGuard';
import { PAGE_COPY_SOURCE } from './pageCopy';
import { LOAD_WATCH_SOURCE } from './loadWatch';
import { EARLY_ANSWERS_SOURCE } from './earlyAnswers';
import { LOCALE_DATA_SOURCE } from './localeData';

/** Where the Firebase SDK connects from the browser: Google's Auth and Firestore endpoints, or the local emulators. */
export const FIREBASE_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com'] as const;

export function firebaseConnectSources(config: AppConfig): string[] {
  if (!config.firebase) return [];
  const { emulators } = config.firebase;
  return emulators ? [`http://${emulators.auth}`, `http://${emulators.firestore}`] : [...FIREBASE_ORIGINS];
}

/**
 * Helmet options with a Content-Security-Policy the built app passes: no inline script but a prerendered page's
 * boot and a session page's guard, allowed by their hashes; no third parties except a configured consent provider, and in the Firebase profile the
 * Auth and Firestore endpoints, for connections only.
 */
export function helmetOptions(config: AppConfig): HelmetOptions {
  const consentOrigin = config.consent ? new URL(config.consent.scriptUrl).origin : undefined;
  const extra = consentOrigin ? [consentOrigin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the PDF renderer (issue 7) compile its layout engine (yoga, WebAssembly);
        // it allows WebAssembly only, never eval or inline script.
        // The inline scripts, by their hashes: a prerendered page's boot (landingBoot.ts), and a pupil's page's guard (shellGuard.ts), the start page's
        // copy from this device (pageCopy.ts), every page's load watch (loadWatch.ts), a pupil's page's first questions (earlyAnswers.ts), a signed-in page's locale data (localeData.ts).
        scriptSrc: ["'self'", BOOT_SCRIPT_SOURCE, SHELL_GUARD_SOURCE, PAGE_COPY_SOURCE, LOAD_WATCH_SOURCE, EARLY_ANSWERS_SOURCE, LOCALE_DATA_SOURCE, ...extra, "'wasm-unsafe-eval'"],
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
    strictTransportSecurity: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers helmet sets for these options, worked out once: none of them depends on the request. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * @fastify/helmet builds helmet's middleware again for every request, which cost a few per cent of a save
 * under load; the headers are the same every time, so they are set from one object.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = securityHeaders(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
