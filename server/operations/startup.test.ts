import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerFor, startBanner, withoutPassword } from './startup';

describe('the start banner', () => {
  it('says where to open the app, where the data is, the demo sign-ins and where e-mail goes', () => {
    const lines = startBanner(loadConfig({ DATA_DIR: '/srv/okonomi' }), 'http://127.0.0.1:3000');
    expect(lines).toEqual([
      'Personlig økonomi kjører på http://127.0.0.1:3000/no',
      '  data: /srv/okonomi/app.sqlite',
      '  lærer (demo): http://127.0.0.1:3000/no/veiledere med laerer@demo.no og passordet demo-laerer-2026',
      '  elev (demo): http://127.0.0.1:3000/no, «Første gang her», klassekoden DEMO26',
      '  e-post: skrives til /srv/okonomi/outbox (SMTP_URL er ikke satt)',
    ]);
  });

  it('in production: the public address, the database without its password, no demo, and what is missing', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      TEACHER_APPROVAL: '1',
      DATABASE_URL: 'postgres://okonomi:hemmelig@db.skole.no:5432/okonomi',
      SMTP_URL: 'smtp://post:passord@smtp.skole.no:587',
    });
    const lines = startBanner(config, 'http://127.0.0.1:3000').join('\n');
    expect(lines).toContain('data: postgres://okonomi@db.skole.no:5432/okonomi');
    expect(lines).toContain('e-post: sendes med smtp://post@smtp.skole.no:587');
    expect(lines).not.toMatch(/hemmelig|passord@|demo/);
    expect(lines).toMatch(/Advarsel: PUBLIC_URL er ikke satt/);
    const withPublic = startBanner(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), TEACHER_APPROVAL: '1', PUBLIC_URL: 'https://okonomi.skole.no' }), 'http://127.0.0.1:3000');
    expect(withPublic.slice(0, 2)).toEqual(['Personlig økonomi kjører på http://127.0.0.1:3000/no', '  åpnes som https://okonomi.skole.no/no']);
    expect(withPublic.join('\n')).not.toContain('Advarsel');
  });

  it('never prints a database address it cannot read', () => {
    expect(withoutPassword('ikke en adresse')).toBe('PostgreSQL (DATABASE_URL)');
  });
});

describe('the logs', () => {
  it('are JSON lines unless a person reads them at a terminal', async () => {
    const config = loadConfig({});
    expect(await loggerFor(config, false)).toEqual({ level: 'info' });
    expect(await loggerFor(config, true)).toMatchObject({ level: 'info', stream: expect.objectContaining({ write: expect.any(Function) }) });
  });
});
