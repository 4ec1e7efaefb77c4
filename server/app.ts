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
import { registerRetentionJob } from './plugins/retention';
import { registerPrivacy } from './plugins/privacy';
import { classDataRoutes } from './routes/classData';
import { myDataRoutes } from './routes/myData';
import { registerProfile } from './firebase/port';
import { seedFirebaseDemo } from './firebase/seedDemo';
import { registerAuth } from './plugins/auth';
import { registerBackgroundTasks } from './plugins/background';
import { dbTargetFromConfig, openDatabase } from './plugins/db';
import { registerClassAccessMemo } from './db/classAccessMemo';
import { registerClassCodeBlocks } from './auth/classCodeBlocks';
import { registerBodyDepthLimit } from './plugins/bodyDepth';
import { registerBodyTextCheck } from './plugins/bodyText';
import { registerSaveLimit } from './plugins/saveLimit';
import { registerRateLimit } from './plugins/rateLimit';
import { registerSaveQueue } from './plugins/saveQueue';
import { registerErrorHandling } from './plugins/errors';
import { registerRouteAccess } from './plugins/routeAccess';
import { registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { accountRoutes } from './routes/account';
import { logoutRoutes } from './routes/auth/logout';
import { resetPasswordRoutes } from './routes/auth/resetPassword';
import { healthRoutes } from './routes/health';
import { identityRoutes } from './routes/identity';
import { tokenRoutes } from './routes/jwt/token';
import { curriculumRoutes } from './routes/public/curriculum';
import { fylkeRoutes } from './routes/public/fylke';
import { klasseRoutes } from './routes/public/klasse';
import { oktRoutes } from './routes/public/okt';
import { pageRoutes } from './routes/public/pages';
import { pdfRoutes } from './routes/public/pdf';
import { teacherRegistrationRoutes } from './routes/register/teacher';
import { startOverRoutes } from './routes/startOver';
import { displayNameRoutes } from './routes/displayName';
import { classActionRoutes } from './routes/classActions';
import { classHelpRoutes } from './routes/classHelp';
import { classAddressRoutes } from './routes/classAddress';
import { listClassRoutes } from './routes/list/class';
import { classProgressRoutes } from './routes/list/classProgress';
import { listSchoolRoutes } from './routes/list/school';
import { schoolRoutes } from './routes/school';
import { pupilPasswordRoutes } from './routes/pupilPassword';
import { storeRoutes } from './routes/store/users';
import { feideRoutes } from './routes/feide';
import { pruneLogins } from './db/repositories/feide';
import { createFeideClient, type FeideClient } from './feide/oidc';
import type { CustomFetch } from 'openid-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Feide client, when the operator has set Feide up. */
    feide: FeideClient | undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
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
    // body trickled a byte a second holds no connection for minutes; the response may take as long as it needs.
    requestTimeout: config.requestTimeoutMs,
    http: requestTimeouts(config.requestTimeoutMs),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Fastify's own error text can name internals; ours answers in the API's failure shape instead.
    return503OnClosing: true,
  });
  // First, so it sees every route: a route that does not declare its access stops the app here.
  registerRouteAccess(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyDepthLimit(app);
  registerBodyTextCheck(app);

  app.decorate('config', config);
  // The privacy page and the FAQ state this server's own retention periods.
  app.decorate('content', withRetentionTerms(content ?? loadContent(config.contentDir), retentionTerms(config)));
  app.decorate('now', now ?? Date.now);
  warnIfContentIsBehind(app.log, app.content, app.now());
  const db = await openDatabase(dbTarget ?? dbTargetFromConfig(config), app.log);
  app.decorate('db', db);
  // onClose hooks run last registered first (avvio), so the database, registered first, closes after every hook
  // below has had it: the save limit's last counts are written, and background work finishes.
  app.addHook('onClose', async () => db.destroy());
  registerClassAccessMemo(app);
  registerClassCodeBlocks(app);
  registerSaveQueue(app);
  registerSaveLimit(app);
  await registerRateLimit(app);
  registerBackgroundTasks(app);
  registerRetentionJob(app);
  // firebase-admin is loaded only in the Firebase profile, so `npm start` never pays for it. Closed after the
  // background tasks, which may still be writing class state: the hook that waits for them is registered after it.
  const firebaseProfile = config.firebase
    ? await (await import('./firebase/admin')).createFirebaseProfile(config.firebase, { ...firebase, now: app.now })
    : undefined;
  registerProfile(app, firebaseProfile);
  registerPrivacy(app);
  // Old windows, codes and save receipts are cleared now and then; any instance may do it, the deletes are idempotent.
  const pruning = setInterval(() => {
    app.background.run('prune', async () => {
      await pruneRateLimits(db, app.now());
      await pruneResetCodes(db, app.now());
      await pruneSaveReceipts(db, app.now());
      await pruneSessions(db, config.tokenLifetimeHours * 3_600_000, app.now());
      await pruneLogins(db, app.now());
    });
  }, PRUNE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    // Mail being sent must still reach the database and the mail server.
    await app.background.idle();
  });

  try {
    app.decorate('signingSecret', await loadSigningSecret(db, config));
    if (config.seedDemo) {
      await seedDemo(db, app.log, app.now());
      await seedFirebaseDemo(app);
    }
  } catch (err) {
    await app.close();
    throw err;
  }
  app.decorate('mailer', mailer ?? createMailer(config, app.log));
  // The headers before the access check, so a refusal carries them too.
  registerSecurityHeaders(app, config);
  registerAuth(app);
  app.decorate('feide', config.feide ? createFeideClient(config.feide, { fetch: feideFetch }) : undefined);

  await app.register(healthRoutes);
  await app.register(pageRoutes);
  await app.register(fylkeRoutes);
  await app.register(klasseRoutes);
  await app.register(oktRoutes);
  await app.register(pdfRoutes);
  await app.register(curriculumRoutes);
  await app.register(identityRoutes);
  await app.register(storeRoutes);
  await app.register(teacherRegistrationRoutes);
  await app.register(tokenRoutes);
  await app.register(logoutRoutes);
  await app.register(resetPasswordRoutes);
  await app.register(accountRoutes);
  await app.register(startOverRoutes);
  await app.register(classActionRoutes);
  await app.register(classHelpRoutes);
  await app.register(classAddressRoutes);
  await app.register(listClassRoutes);
  await app.register(classProgressRoutes);
  await app.register(listSchoolRoutes);
  await app.register(schoolRoutes);
  await app.register(pupilPasswordRoutes);
  await app.register(classDataRoutes);
  await app.register(myDataRoutes);
  await app.register(displayNameRoutes);
  await app.register(feideRoutes);

  await registerSpa(app, config);
  return app;
}

/** Node's own limits for the request: headers within the request time or 10 s, checked every quarter of it (at most every 5 s). */
function requestTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(requestTimeoutMs, 10_000),
    connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(requestTimeoutMs / 4))),
  };
}

/** Fastify takes a hop count at run time but not in its types; a function trusting the first n hops is the same thing. */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
