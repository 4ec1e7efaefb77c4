/**
 * Backups of the server's own database (DATABASE_URL or DATA_DIR as the server reads them):
 *
 *   npm run backup [-- file]      a consistent copy while the server runs (default: backups/app-<time>.sqlite|.pgdump)
 *   npm run restore -- file       puts a copy back; with SQLite, stop the server first
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { type AppConfig, loadConfig } from '../server/config';
import { BackupError, backupDatabase, backupFileName, restoreDatabase } from '../server/operations/backup';
import { dbTargetFromConfig } from '../server/plugins/db';

const USAGE = 'Bruk: npm run backup [-- fil]  |  npm run restore -- fil';

async function serverAnswers(config: AppConfig): Promise<boolean> {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  try {
    return (await fetch(`http://${host}:${config.port}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

const size = (file: string) => `${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB`;

/** Runs `backup` or `restore` with the command line's arguments; answers the lines to print and the exit code. */
export async function runBackupCommand(command: string, args: string[], config: AppConfig): Promise<{ code: number; lines: string[] }> {
  const target = dbTargetFromConfig(config);
  if (!['backup', 'restore'].includes(command) || args.length > 1 || (command === 'restore' && args.length !== 1) || args[0]?.startsWith('-')) return { code: 2, lines: [USAGE] };
  try {
    const started = performance.now();
    const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    if (command === 'backup') {
      const file = args[0] ?? backupFileName(target, path.resolve('backups'));
      await backupDatabase(target, file);
      return { code: 0, lines: [`Sikkerhetskopi skrevet til ${file} (${size(file)}, ${seconds()}).`, `Gjenopprett med: npm run restore -- ${file}`] };
    }
    if (target.kind === 'sqlite' && (await serverAnswers(config))) {
      return { code: 1, lines: [`Serveren svarer på port ${config.port}. Stopp den før du gjenoppretter; ingenting er endret.`] };
    }
    const kept = await restoreDatabase(target, args[0]!);
    return {
      code: 0,
      lines: [`Databasen er gjenopprettet fra ${args[0]} (${seconds()}).`, ...(kept ? [`Databasen den erstattet ligger i ${kept}.`] : []), 'Start serveren igjen.'],
    };
  } catch (err) {
    if (err instanceof BackupError) return { code: 1, lines: [err.message] };
    throw err;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command = '', ...args] = process.argv.slice(2);
  const { code, lines } = await runBackupCommand(command, args, loadConfig());
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exitCode = code;
}
