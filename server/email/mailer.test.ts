import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RESET_CODE_TTL_MINUTES } from '../../src/contracts/auth';
import { buildTestApp, testConfig } from '../test/testApp';
import { createMailer } from './mailer';
import { publicBaseUrl, resetMail } from './mails';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const silentLog = { info: () => {} } as unknown as FastifyBaseLogger;

describe('mailer without SMTP', () => {
  it('writes a readable .eml file with the link alone on its line, and logs where', async () => {
    const dataDir = tempDir();
    const logged: unknown[] = [];
    const log = { info: (obj: unknown) => logged.push(obj) } as unknown as FastifyBaseLogger;
    const mailer = createMailer(testConfig({ DATA_DIR: dataDir }), log);
    await mailer.send(resetMail('elev@skole.no', 'http://localhost:3000', 'A'.repeat(43), 'no'));

    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(dataDir, 'outbox', files[0]!);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml.split('\n')).toContain(`http://localhost:3000/no/auth?code=${'A'.repeat(43)}`);
    expect(eml).toContain('To: elev@skole.no');
    expect(eml).toContain('From: =?UTF-8?B?');
    expect(eml).toContain('Subject: =?UTF-8?B?');
    expect(eml).toContain('Content-Transfer-Encoding: 8bit');
    expect(eml).toContain('Lenken virker i én time');
    expect(logged).toContainEqual({ file });
  });

  it('puts each message in its own file', async () => {
    const dataDir = tempDir();
    const mailer = createMailer(testConfig({ DATA_DIR: dataDir }), silentLog);
    await mailer.send({ to: 'a@skole.no', subject: 'En', text: 'en' });
    await mailer.send({ to: 'b@skole.no', subject: 'To', text: 'to' });
    expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(2);
  });

  it('delivers a reset e-mail from the running app to DATA_DIR/outbox', async () => {
    const dataDir = tempDir();
    const app = await buildTestApp({ config: { ...testConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://okonomi.skole.no' }), seedDemo: false } });
    try {
      await app.inject({ method: 'POST', url: '/api/identity/sign-up', payload: { email: 'outbox@skole.no', password: 'langt nok passord' } });
      await app.inject({ method: 'POST', url: '/api/identity/password-reset/send', payload: { email: 'outbox@skole.no', lang: 'nn' } });
      await app.background.idle();
      const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
      const eml = fs.readFileSync(path.join(dataDir, 'outbox', file!), 'utf8');
      const link = eml.split('\n').find((line) => line.startsWith('https://'));
      expect(link).toMatch(/^https:\/\/okonomi\.skole\.no\/nn\/auth\?code=[A-Za-z0-9_-]{43}$/);
    } finally {
      await app.close();
    }
  });
});

describe('reset e-mail', () => {
  it('promises the hour the code really lasts', () => {
    expect(RESET_CODE_TTL_MINUTES).toBe(60);
    expect(resetMail('x@y.no', 'L', 'C', 'no').text).toContain('én time');
    expect(resetMail('x@y.no', 'L', 'C', 'nn').text).toContain('ein time');
  });

  it('tells the reader to ignore it if they did not ask, in both languages', () => {
    expect(resetMail('x@y.no', 'L', 'C', 'no').text).toContain('Hvis du ikke ba om dette, kan du se bort fra denne e-posten');
    expect(resetMail('x@y.no', 'L', 'C', 'nn').text).toContain('Dersom du ikkje bad om dette, kan du sjå bort frå denne e-posten');
  });
});

describe('links in e-mails', () => {
  it('use PUBLIC_URL without a trailing slash', async () => {
    const app = await buildTestApp({ config: { ...testConfig({ PUBLIC_URL: 'https://okonomi.skole.no/' }), seedDemo: false } });
    expect(publicBaseUrl(app)).toBe('https://okonomi.skole.no');
    await app.close();
  });

  it('fall back to the listening address, with loopback and wildcard shown as localhost', async () => {
    const app = await buildTestApp({ config: { ...testConfig({ HOST: '0.0.0.0', PORT: '3000' }), seedDemo: false } });
    expect(publicBaseUrl(app)).toBe('http://localhost:3000');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    expect(publicBaseUrl(app)).toBe(`http://localhost:${port}`);
    await app.close();
  });
});
