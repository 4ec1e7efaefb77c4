import { describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../test/testApp';
import { signToken, verifyToken, loadSigningSecret } from './tokens';

describe('token signing secret', () => {
  it('is generated once and then read by every instance from the database', async () => {
    const app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    try {
      const again = await loadSigningSecret(app.db, undefined);
      expect(again.equals(app.signingSecret)).toBe(true);
      expect(app.signingSecret.length).toBeGreaterThanOrEqual(32);
      const { token } = signToken(again, { id: 'user_abcdefghij', tokenVersion: 0 }, Date.now());
      expect(verifyToken(app.signingSecret, token, Date.now()).ok).toBe(true);
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
});
