import { describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../test/testApp';
import { loadSigningSecret, MissingSecretError } from './secret';
import { signToken, verifyToken } from './tokens';

describe('token signing secret', () => {
  it('is generated once and then read by every instance from the database', async () => {
    const app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    try {
      const again = await loadSigningSecret(app.db, { env: 'development', authSecret: undefined });
      expect(again.equals(app.signingSecret)).toBe(true);
      expect(app.signingSecret.length).toBeGreaterThanOrEqual(32);
      const { token } = await signToken(again, { id: 'user_abcdefghij', tokenVersion: 0 }, Date.now());
      expect((await verifyToken(app.signingSecret, token, Date.now(), 8)).ok).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('comes from AUTH_SECRET when that is set', async () => {
    const secret = 'en-lang-og-hemmelig-nokkel-for-test-123456';
    const app = await buildTestApp({ config: { ...testConfig({ AUTH_SECRET: secret }), seedDemo: false } });
    try {
      expect(app.signingSecret.toString('utf8')).toBe(secret);
      expect(await app.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('is never generated into the database in production, even for a config that skipped loadConfig', async () => {
    const app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    try {
      await app.db.deleteFrom('app_settings').execute();
      await expect(loadSigningSecret(app.db, { env: 'production', authSecret: undefined })).rejects.toBeInstanceOf(MissingSecretError);
      expect(await app.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
      const secret = 'en-lang-og-hemmelig-nokkel-for-produksjon-1';
      expect((await loadSigningSecret(app.db, { env: 'production', authSecret: secret })).toString('utf8')).toBe(secret);
      expect(await app.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('stops a production server from starting without AUTH_SECRET', async () => {
    await expect(buildTestApp({ config: { ...testConfig(), env: 'production', authSecret: undefined, seedDemo: false } })).rejects.toBeInstanceOf(MissingSecretError);
  });
});
