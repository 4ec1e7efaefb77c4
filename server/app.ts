import path from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pruneRateLimits } from './auth/rateLimit';
import { loadSigningSecret } from './auth/secret';
import type { AppConfig } from './config';
import { warnIfContentIsBehind } from './content/contentYear';
import { type Content, loadContent } from './content/loadContent';
import type { DbTarget } from './db/connect';
import { pruneResetCodes } from './db/repositories/passwordResets';
import { pruneSaveReceipts } from './db/repositories/progress';
import { pruneSessions } from './db/repositories/sessions';
import { seedDemo } from './db/seedDemo';
import { createMailer, type Mailer } from './email/mailer';
import type { FirebaseProfileOptions } from './firebase/admin';
import { retentionTerms, withRetentionTerms } from './content/retentionTerms';
import { retentionJob } from './plugins/retention';
import { privacy } from './plugins/privacy';
import { profile } from './firebase/port';
import { seedFirebaseDemo } from './firebase/seedDemo';
import { auth } from './plugins/auth';
import { backgroundTasks } from './plugins/background';
import { db, dbTargetFromConfig } from './plugins/db';
import { classAccessMemo } from './db/classAccessMemo';
import { classCodeBlocks } from './auth/classCodeBlocks';
import { registerBodyChecks } from './plugins/bodyChecks';
import { saveLimit } from './plugins/saveLimit';
import { rateLimit } from './plugins/rateLimit';
import { saveQueue } from './plugins/saveQueue';
import { registerErrorHandling } from './plugins/errors';
import { routeAccess } from './plugins/routeAccess';
import { ownClassCheck } from './routes/teacherClass';
import { registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { pruneLogins } from './db/repositories/feide';
import { createFeideClient, type FeideClient } from './feide/oidc';
import type { CustomFetch } from 'openid-client';

declare module 'fastify' {
  interface FastifyInstance {
    feide: FeideClient | undefined;
    config: AppConfig;
    content: Content;
    mailer: Mailer;
  }
}

export interface BuildOptions {
  config: AppConfig;
  dbTarget?: DbTarget;
  content?: Content;
  logger?: FastifyServerOptions['logger'];
  /** For tests that read what was sent. */
  mailer?: Mailer;
  /** Epoch milliseconds; tests move time. */
  now?: () => number;
  /** Firebase profile only: tests verify tokens against a local key pair. */
  firebase?: Omit<FirebaseProfileOptions, 'now'>;
  /** Tests put a misbehaving provider between. */
  feideFetch?: CustomFetch;
}

const PRUNE_INTERVAL_MS = 15 * 60_000;

/** Builds the whole server; `main.ts` starts it and tests call it with `inject`. */
export async function buildApp({ config, dbTarget, content, logger, mailer, now, firebase, feideFetch }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
    // The time to send headers and body, so a body trickled a byte a second holds no connection; the response may take longer.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // While the server closes (a restart, a deploy), a new request gets 503 and a proxy can try another instance.
    return503OnClosing: true,
  });
  // First, so it sees every route.
  await app.register(routeAccess);
  await app.register(ownClassCheck);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyChecks(app);

  app.decorate('config', config);
  // The privacy page and the FAQ state this server's own retention periods.
  app.decorate('content', withRetentionTerms(content ?? loadContent(config.contentDir), retentionTerms(config)));
  app.decorate('now', now ?? Date.now);
  warnIfContentIsBehind(app.log, app.content, app.now());
  await app.register(db, { target: dbTarget ?? dbTargetFromConfig(config) });
  await app.register(classAccessMemo);
  await app.register(classCodeBlocks);
  await app.register(saveQueue);
  await app.register(saveLimit);
  await app.register(rateLimit);
  await app.register(backgroundTasks);
  await app.register(retentionJob);
  // Only in the Firebase profile. Closed after the background tasks, whose waiting hook is registered after it.
  const firebaseProfile = config.firebase
    ? await (await import('./firebase/admin')).createFirebaseProfile(config.firebase, { ...firebase, now: app.now })
    : undefined;
  await app.register(profile, { firebase: firebaseProfile });
  await app.register(privacy);
  // Any instance may prune: the deletes are idempotent.
  const pruning = setInterval(() => {
    app.background.run('prune', async () => {
      await pruneRateLimits(app.db, app.now());
      await pruneResetCodes(app.db, app.now());
      await pruneSaveReceipts(app.db, app.now());
      await pruneSessions(app.db, config.tokenLifetimeHours * 3_600_000, app.now());
      await pruneLogins(app.db, app.now());
    });
  }, PRUNE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    // Mail being sent must still reach the database and the mail server.
    await app.background.idle();
  });

  try {
    app.decorate('signingSecret', await loadSigningSecret(app.db, config));
    if (config.seedDemo) {
      await seedDemo(app.db, app.log, app.now());
      await seedFirebaseDemo(app);
    }
  } catch (err) {
    await app.close();
    throw err;
  }
  app.decorate('mailer', mailer ?? createMailer(config, app.log));
  // The headers before the access check, so a refusal carries them too.
  registerSecurityHeaders(app, config);
  await app.register(auth);
  app.decorate('feide', config.feide ? createFeideClient(config.feide, { fetch: feideFetch }) : undefined);
  // Every module under routes/ with a default export is a route plugin.
  await app.register(autoload, { dir: path.join(import.meta.dirname, 'routes'), dirNameRoutePrefix: false, ignorePattern: /\.test\.ts$/ });
  await registerSpa(app, config);
  return app;
}

/** Fastify takes a hop count at run time but not in its types; a function trusting the first n hops is the same thing. */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
