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
    /** The Feide client, when the operator has set Feide up. */
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
  /** Replaces SMTP or the outbox, for tests that read what was sent. */
  mailer?: Mailer;
  /** Epoch milliseconds; tests move time to expire tokens, codes and rate-limit windows. */
  now?: () => number;
  /** Firebase profile only: tests verify tokens against a local key pair. */
  firebase?: Omit<FirebaseProfileOptions, 'now'>;
  /** What the Feide client fetches with; tests put a provider that misbehaves between. */
  feideFetch?: CustomFetch;
}

const PRUNE_INTERVAL_MS = 15 * 60_000;

/** Builds the whole server; `main.ts` starts it and tests call it with `inject`. */
export async function buildApp({ config, dbTarget, content, logger, mailer, now, firebase, feideFetch }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
    // A client has `requestTimeoutMs` to send its headers and body (Node answers 408 and closes the connection), so a
    // body trickled a byte a second holds no connection for minutes; the response may take as long as it needs. Node
    // checks it every quarter of that (at most every 5 s), and the headers must come within it or 10 s.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Fastify's own error text can name internals; ours answers in the API's failure shape instead.
    return503OnClosing: true,
  });
  // First, so it sees every route: a route that does not declare its access stops the app here.
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
  // firebase-admin is loaded only in the Firebase profile, so `npm start` never pays for it. Closed after the
  // background tasks, which may still be writing class state: the hook that waits for them is registered after it.
  const firebaseProfile = config.firebase
    ? await (await import('./firebase/admin')).createFirebaseProfile(config.firebase, { ...firebase, now: app.now })
    : undefined;
  await app.register(profile, { firebase: firebaseProfile });
  await app.register(privacy);
  // Old windows, codes and save receipts are cleared now and then; any instance may do it, the deletes are idempotent.
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
  // Every module under routes/ with a default export is a route plugin; each declares its URLs and access itself.
  await app.register(autoload, { dir: path.join(import.meta.dirname, 'routes'), dirNameRoutePrefix: false, ignorePattern: /\.test\.ts$/ });
  await registerSpa(app, config);
  return app;
}

/** Fastify takes a hop count at run time but not in its types; a function trusting the first n hops is the same thing. */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
