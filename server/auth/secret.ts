import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';

const SECRET_KEY = 'token_signing_secret';

export class MissingSecretError extends Error {
  override name = 'MissingSecretError';
}

/**
 * AUTH_SECRET, or outside production one generated once and kept in the database, shared by every instance. Never
 * in production: a secret beside the data is read by anyone who reads a backup.
 */
export async function loadSigningSecret(db: Kysely<Database>, config: Pick<AppConfig, 'env' | 'authSecret'>): Promise<Buffer> {
  if (config.authSecret) return Buffer.from(config.authSecret, 'utf8');
  if (config.env === 'production') throw new MissingSecretError('AUTH_SECRET må settes når NODE_ENV=production; hemmeligheten lagres ikke i databasen der');
  await db
    .insertInto('app_settings')
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
