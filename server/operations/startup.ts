import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';
import { startupWarnings } from '../config';
import { DEMO } from '../db/seedDemo';

/** A database address without its password, for a log or a terminal. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** What the operator reads once the server answers. */
export function startBanner(config: AppConfig, listening: string): string[] {
  const open = `${config.publicUrl ?? listening}/no`;
  const lines = [`Personlig økonomi kjører på ${listening}/no`];
  if (config.publicUrl) lines.push(`  åpnes som ${open}`);
  lines.push(
    config.firebase
      ? `  data: Firebase-prosjektet ${config.firebase.projectId}`
      : config.databaseUrl
        ? `  data: ${withoutPassword(config.databaseUrl)}`
        : `  data: ${path.join(config.dataDir, 'app.sqlite')}`,
  );
  if (config.seedDemo) {
    lines.push(`  lærer (demo): ${open}/veiledere med ${DEMO.email} og passordet ${DEMO.password}`);
    lines.push(`  elev (demo): ${open}, «Første gang her», klassekoden ${DEMO.classCode}`);
  }
  lines.push(config.mail.smtpUrl ? `  e-post: sendes med ${withoutPassword(config.mail.smtpUrl)}` : `  e-post: skrives til ${path.join(config.dataDir, 'outbox')} (SMTP_URL er ikke satt)`);
  for (const warning of startupWarnings(config)) lines.push(`  Advarsel: ${warning}`);
  return lines;
}

/** Logs for a person at a terminal, JSON lines everywhere else. */
export async function loggerFor(config: AppConfig, terminal: boolean): Promise<FastifyServerOptions['logger']> {
  if (!terminal) return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  return { level: config.logLevel, stream: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' }) };
}
