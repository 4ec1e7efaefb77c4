import type { Kysely } from 'kysely';
import { type AppConfig, loadConfig } from '../server/config';
import type { Database } from '../server/db/database';
import { dbTargetFromConfig, openDatabase } from '../server/plugins/db';

/** Runs an operator's command on the server's own database (DATABASE_URL or DATA_DIR), prints its lines and exits with its code. */
export async function runOnServerDatabase(command: (db: Kysely<Database>, args: string[], config: AppConfig) => Promise<{ code: number; lines: string[] }>) {
  const config = loadConfig();
  const db = await openDatabase(dbTargetFromConfig(config));
  try {
    const { code, lines } = await command(db, process.argv.slice(2), config);
    for (const line of lines) (code === 0 ? console.log : console.error)(line);
    process.exitCode = code;
  } finally {
    await db.destroy();
  }
}
