import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Helmet with a Content-Security-Policy the built app passes: no inline script, no third parties except a configured consent provider. */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const consentOrigin = config.consent ? new URL(config.consent.scriptUrl).origin : undefined;
  const extra = consentOrigin ? [consentOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the PDF renderer (issue 7) compile its layout engine (yoga, WebAssembly);
        // it allows WebAssembly only, never eval or inline script.
        scriptSrc: ["'self'", ...extra, "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", ...extra],
        imgSrc: ["'self'", 'data:', ...extra],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra],
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
  });
}
