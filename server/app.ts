import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { type Content, loadContent } from './content/loadContent';
import type { DbTarget } from './db/connect';
import { dbTargetFromConfig, openDatabase } from './plugins/db';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { healthRoutes } from './routes/health';
import { fylkeRoutes } from './routes/public/fylke';
import { pageRoutes } from './routes/public/pages';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    content: Content;
  }
}

export interface BuildOptions {
  config: AppConfig;
  dbTarget?: DbTarget;
  content?: Content;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server; `main.ts` starts it and tests call it with `inject`. */
export async function buildApp({ config, dbTarget, content, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Fastify's own error text can name internals; ours answers in the API's failure shape instead.
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.decorate('config', config);
  app.decorate('content', content ?? loadContent(config.contentDir));
  const db = await openDatabase(dbTarget ?? dbTargetFromConfig(config));
  app.decorate('db', db);
  app.addHook('onClose', async () => db.destroy());

  await registerSecurityHeaders(app, config);

  await app.register(healthRoutes);
  await app.register(pageRoutes);
  await app.register(fylkeRoutes);

  await registerSpa(app, config);
  return app;
}
