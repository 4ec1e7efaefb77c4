import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DbTarget } from '../db/connect';
import { bearer } from '../test/authHelpers';
import { addClasses, addPupil, type TestAccount } from '../test/teacherHelpers';
import { buildTestInstances, testConfig } from '../test/testApp';
import { BackupError, backupDatabase, backupFileName, restoreDatabase } from './backup';
import { runBackupCommand } from '../../scripts/backup';

const CLASS = 'BACKUP';
const PUPILS = 12;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'okonomi-backup-'));
const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Where a restore goes: a fresh data folder, or a fresh PostgreSQL database holding the backup's schema. */
async function freshTarget(from: DbTarget): Promise<DbTarget> {
  if (from.kind === 'sqlite') return { kind: 'sqlite', file: path.join(fs.mkdtempSync(path.join(dir, 'data-')), 'app.sqlite') };
  const name = `restore_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: from.url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  cleanUps.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(from.url);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString(), searchPath: from.searchPath };
}

describe('backup and restore', () => {
  it('a backup taken while pupils save holds every answer confirmed before it began, and restores into a fresh place', async () => {
    const { apps, target, close } = await buildTestInstances(1);
    cleanUps.push(close);
    const app = apps[0]!;
    await addClasses(app, CLASS);
    const pupils: TestAccount[] = await Promise.all(Array.from({ length: PUPILS }, () => addPupil(app)));
    // The last answer each pupil was told is saved; the pupils keep saving while the backup runs.
    const confirmed = new Map<string, number>();
    let saving = true;
    const save = async (pupil: TestAccount) => {
      for (let n = 1; saving; n++) {
        const res = await app.inject({
          method: 'PUT',
          url: `/api/store/users/${pupil.userId}/classes/${CLASS}`,
          headers: bearer(pupil.idToken),
          payload: { responses: { O1A: `svar ${n}` } },
        });
        expect(res.statusCode).toBe(200);
        confirmed.set(pupil.userId, n);
      }
    };
    const savers = Promise.all(pupils.map(save));
    await expect.poll(() => confirmed.size, { timeout: 20_000 }).toBe(PUPILS);
    const before = new Map(confirmed);
    const file = backupFileName(target, path.join(dir, 'backups'));
    await backupDatabase(target, file);
    saving = false;
    await savers;

    const restored = await freshTarget(target);
    await restoreDatabase(restored, file);
    const again = await buildApp({ config: { ...testConfig(), seedDemo: false }, dbTarget: restored, logger: false });
    cleanUps.push(() => again.close());
    const rows = await again.db.selectFrom('progress').select(['user_id', 'responses']).where('class_code', '=', CLASS).execute();
    expect(rows).toHaveLength(PUPILS);
    for (const row of rows) {
      const n = Number(/svar (\d+)/.exec(String(row.responses))?.[1]);
      expect(n).toBeGreaterThanOrEqual(before.get(row.user_id)!);
    }
    // Twelve pupils saving, a pg_dump or an online backup, a restore and a second app: seconds on two busy cores.
  }, 60_000);

  it('refuses to overwrite a file, and to restore what is not a backup, changing nothing', async () => {
    const { target, close } = await buildTestInstances(1);
    cleanUps.push(close);
    const file = path.join(dir, `kopi-${randomBytes(4).toString('hex')}`);
    fs.writeFileSync(file, 'ikke en database');
    await expect(backupDatabase(target, file)).rejects.toThrow(BackupError);
    if (target.kind === 'sqlite') {
      const before = fs.readFileSync(target.file);
      await expect(restoreDatabase(target, file)).rejects.toThrow(/ikke en hel sikkerhetskopi/);
      expect(fs.readFileSync(target.file).equals(before)).toBe(true);
    } else {
      await expect(restoreDatabase(target, file)).rejects.toThrow(/pg_restore feilet/);
    }
  });

  it('the command says how to use it and keeps the database a restore replaces', async () => {
    const config = testConfig({ DATA_DIR: fs.mkdtempSync(path.join(dir, 'cli-')), PORT: '1' });
    expect(await runBackupCommand('restore', [], config)).toEqual({ code: 2, lines: [expect.stringContaining('Bruk:')] });
    expect((await runBackupCommand('kopier', [], config)).code).toBe(2);
    if (process.env.TEST_DB === 'postgres') return;
    const app = await buildApp({ config, logger: false });
    await app.close();
    const file = path.join(dir, 'cli-kopi.sqlite');
    const backup = await runBackupCommand('backup', [file], config);
    expect(backup.code).toBe(0);
    expect(backup.lines[0]).toContain(file);
    const restore = await runBackupCommand('restore', [file], config);
    expect(restore.code).toBe(0);
    expect(restore.lines.join('\n')).toMatch(/app\.sqlite\.før-gjenoppretting-/);
  });
});
