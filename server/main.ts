import cluster from 'node:cluster';
import { buildApp } from './app';
import { runWorkers } from './cluster';
import { ConfigError, loadConfig } from './config';
import { ContentError } from './content/loadContent';
import { loggerFor, startBanner } from './operations/startup';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.webConcurrency > 1) return runWorkers(config.webConcurrency);
  const terminal = process.stdout.isTTY === true;
  const app = await buildApp({ config, logger: await loggerFor(config, terminal) });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} mottatt: avslutter når pågående forespørsler er ferdige`);
    // A stuck request must not keep a deploy waiting for ever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'feil under avslutning');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const banner = startBanner(config, `http://${host}:${port}`);
  // A person reads the banner; a log collector gets it as one event.
  if (terminal) console.log(`\n${banner.join('\n')}\n`);
  else app.log.info({ banner }, banner[0]);
}

main().catch((err: unknown) => {
  // The operator's mistakes: say what and where, without a stack trace.
  if (err instanceof ConfigError || err instanceof ContentError) console.error(err.message);
  else console.error('Serveren kunne ikke starte:', err);
  process.exit(1);
});
