import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from './config';

const SECRET = 'a-test-secret-that-is-long-enough-1234567890';

describe('loadConfig', () => {
  it('runs on the embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.consent).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', CONSENT_ID: '' }).port).toBe(3000);
  });

  it('names every bad variable and what is wrong with it', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'tre tusen', DATABASE_URL: 'mysql://x', NODE_ENV: 'prod' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="tre tusen": må være et heltall');
    expect(message).toContain('DATABASE_URL="mysql://x": må begynne med postgres://');
    expect(message).toContain('NODE_ENV="prod"');
  });

  it('switches to PostgreSQL when DATABASE_URL says so', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/test' }).databaseUrl).toBe('postgres://127.0.0.1/test');
  });

  it('enables the consent banner only with an id', () => {
    expect(loadConfig({ CONSENT_ID: 'a1b2c3d4-e5f6' }).consent).toEqual({
      id: 'a1b2c3d4-e5f6',
      scriptUrl: 'https://consent.cookiebot.com/uc.js',
    });
  });

  it('seeds demo data outside production unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, TEACHER_APPROVAL: '1' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, TEACHER_APPROVAL: '1', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('writes e-mail to the outbox unless SMTP_URL is set', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Personlig økonomi <ikke-svar@localhost>' });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.skole.no:465' }).mail.smtpUrl).toBe('smtps://u:p@smtp.skole.no:465');
  });

  it('names bad sign-in and e-mail settings', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'kort' })).toThrow('AUTH_SECRET="kort": må være minst 32 tegn');
    expect(() => loadConfig({ SMTP_URL: 'mail.skole.no' })).toThrow('SMTP_URL="mail.skole.no": må begynne med smtp://');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow('PUBLIC_URL="ftp://x"');
    expect(() => loadConfig({ SEED_DEMO: 'ja' })).toThrow('SEED_DEMO="ja": må være 0 eller 1');
  });

  it('enables the PDF button unless PDF_ENABLED=0, and names a bad value', () => {
    expect(loadConfig({}).pdfEnabled).toBe(true);
    expect(loadConfig({ PDF_ENABLED: '0' }).pdfEnabled).toBe(false);
    expect(loadConfig({ PDF_ENABLED: '1' }).pdfEnabled).toBe(true);
    expect(() => loadConfig({ PDF_ENABLED: 'nei' })).toThrow('PDF_ENABLED="nei": må være 0 (skjul PDF-knappen) eller 1');
  });

  it('trusts a number of proxies or their addresses, never every X-Forwarded-For entry', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'ja' })).toThrow('TRUST_PROXY="ja"');
  });

  it('runs WEB_CONCURRENCY worker processes, one unless set, and more only on PostgreSQL', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://u@db/app' }).webConcurrency).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow('WEB_CONCURRENCY="2": må være 1 med den innebygde SQLite-databasen; sett DATABASE_URL (PostgreSQL) for flere prosesser');
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://u@db/app' })).toThrow('WEB_CONCURRENCY="0": må være et heltall fra 1 til 64');
    expect(() => loadConfig({ WEB_CONCURRENCY: 'mange' })).toThrow('WEB_CONCURRENCY="mange"');
  });

  it('allows SAVES_PER_MINUTE saves per account, 120 unless set, and names a bad value', () => {
    expect(loadConfig({}).savesPerMinute).toBe(120);
    expect(loadConfig({ SAVES_PER_MINUTE: '30' }).savesPerMinute).toBe(30);
    expect(() => loadConfig({ SAVES_PER_MINUTE: '0' })).toThrow('SAVES_PER_MINUTE="0": må være et heltall fra 1 til 1000000');
    expect(() => loadConfig({ SAVES_PER_MINUTE: 'mange' })).toThrow('SAVES_PER_MINUTE="mange"');
    expect(() => loadConfig({ SAVES_PER_MINUTE: '1.5' })).toThrow('SAVES_PER_MINUTE="1.5"');
  });

  it('keeps PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://okonomi.skole.no/' }).publicUrl).toBe('https://okonomi.skole.no');
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  describe('the Firebase profile', () => {
    const web = { PROFILE: 'firebase', FIREBASE_PROJECT_ID: 'demo-okonomi', FIREBASE_API_KEY: 'nøkkel', FIREBASE_AUTH_DOMAIN: 'demo-okonomi.firebaseapp.com' };
    const emulators = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

    it('stays self-hosted unless PROFILE says firebase', () => {
      const config = loadConfig({ FIREBASE_PROJECT_ID: 'demo-okonomi' });
      expect(config.profile).toBe('self-hosted');
      expect(config.firebase).toBeUndefined();
      expect(() => loadConfig({ PROFILE: 'aws' })).toThrow('PROFILE="aws": må være self-hosted eller firebase');
    });

    it('takes the web config with the spec §9 defaults, and the emulators outside production', () => {
      const config = loadConfig({ ...web, ...emulators });
      expect(config.profile).toBe('firebase');
      expect(config.firebase).toEqual({
        projectId: 'demo-okonomi',
        apiKey: 'nøkkel',
        authDomain: 'demo-okonomi.firebaseapp.com',
        cacheSizeBytes: 41_943_040,
        longPollingTimeoutSeconds: 30,
        emulators: { firestore: '127.0.0.1:8080', auth: '127.0.0.1:9099' },
      });
      expect(loadConfig(web).firebase?.emulators).toBeUndefined();
    });

    it('names each missing web setting', () => {
      for (const name of ['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN']) {
        expect(() => loadConfig({ ...web, [name]: '' })).toThrow(`${name}="": må settes når PROFILE=firebase`);
      }
      expect(() => loadConfig({ ...web, FIREBASE_PROJECT_ID: 'Mitt Prosjekt' })).toThrow('FIREBASE_PROJECT_ID="Mitt Prosjekt"');
    });

    it('accepts a cache of -1 or at least 1 MiB and a long-polling timeout of 5–30 s', () => {
      expect(loadConfig({ ...web, FIRESTORE_CACHE_SIZE_BYTES: '-1' }).firebase?.cacheSizeBytes).toBe(-1);
      expect(loadConfig({ ...web, FIRESTORE_CACHE_SIZE_BYTES: '1048576' }).firebase?.cacheSizeBytes).toBe(1_048_576);
      expect(loadConfig({ ...web, FIRESTORE_LONG_POLLING_TIMEOUT_SECONDS: '5' }).firebase?.longPollingTimeoutSeconds).toBe(5);
      expect(() => loadConfig({ ...web, FIRESTORE_CACHE_SIZE_BYTES: '1048575' })).toThrow('FIRESTORE_CACHE_SIZE_BYTES="1048575": må være -1 (ubegrenset)');
      expect(() => loadConfig({ ...web, FIRESTORE_CACHE_SIZE_BYTES: '0' })).toThrow('FIRESTORE_CACHE_SIZE_BYTES="0"');
      expect(() => loadConfig({ ...web, FIRESTORE_CACHE_SIZE_BYTES: 'mye' })).toThrow('FIRESTORE_CACHE_SIZE_BYTES="mye"');
      expect(() => loadConfig({ ...web, FIRESTORE_LONG_POLLING_TIMEOUT_SECONDS: '4' })).toThrow('FIRESTORE_LONG_POLLING_TIMEOUT_SECONDS="4": må være et heltall fra 5 til 30');
      expect(() => loadConfig({ ...web, FIRESTORE_LONG_POLLING_TIMEOUT_SECONDS: '31' })).toThrow('FIRESTORE_LONG_POLLING_TIMEOUT_SECONDS="31"');
    });

    it('refuses to start in production with an emulator variable set, naming it', () => {
      expect(() => loadConfig({ ...web, NODE_ENV: 'production', AUTH_SECRET: SECRET, TEACHER_APPROVAL: '1', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
        'FIREBASE_AUTH_EMULATOR_HOST="127.0.0.1:9099": er ikke tillatt når NODE_ENV=production',
      );
      expect(() => loadConfig({ ...web, NODE_ENV: 'production', AUTH_SECRET: SECRET, TEACHER_APPROVAL: '1', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
        'FIRESTORE_EMULATOR_HOST="127.0.0.1:8080": er ikke tillatt når NODE_ENV=production',
      );
    });

    it('wants both emulators or neither, as host:port', () => {
      expect(() => loadConfig({ ...web, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow('FIREBASE_AUTH_EMULATOR_HOST="": må settes sammen med');
      expect(() => loadConfig({ ...web, ...emulators, FIRESTORE_EMULATOR_HOST: 'http://127.0.0.1:8080' })).toThrow('FIRESTORE_EMULATOR_HOST="http://127.0.0.1:8080": må være vert:port');
    });

    it('needs an existing credentials file in production', () => {
      const production = { ...web, NODE_ENV: 'production', AUTH_SECRET: SECRET, TEACHER_APPROVAL: '1' };
      expect(() => loadConfig(production)).toThrow('GOOGLE_APPLICATION_CREDENTIALS="": må peke på tjenestekontoens nøkkelfil');
      expect(() => loadConfig({ ...production, GOOGLE_APPLICATION_CREDENTIALS: '/finnes/ikke.json' })).toThrow('GOOGLE_APPLICATION_CREDENTIALS="/finnes/ikke.json": filen finnes ikke');
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'okonomi-config-')), 'service-account.json');
      fs.writeFileSync(file, '{}');
      expect(loadConfig({ ...production, GOOGLE_APPLICATION_CREDENTIALS: file }).firebase?.emulators).toBeUndefined();
    });
  });
});

describe('secrets, token lifetime and who may be a teacher', () => {
  it('refuses to start in production without a signing secret from the environment, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET.*må settes når NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, TEACHER_APPROVAL: '1' }).authSecret).toBe(SECRET);
    expect(loadConfig({}).authSecret).toBeUndefined();
  });

  it('bounds the token lifetime to 1–24 hours, 8 by default', () => {
    expect(loadConfig({}).tokenLifetimeHours).toBe(8);
    expect(loadConfig({ TOKEN_LIFETIME_HOURS: '2' }).tokenLifetimeHours).toBe(2);
    for (const bad of ['0', '25', '1.5', 'lenge']) expect(() => loadConfig({ TOKEN_LIFETIME_HOURS: bad })).toThrow(/TOKEN_LIFETIME_HOURS/);
  });

  it('reads the retention periods, with defaults and a named error for a bad value', () => {
    expect(loadConfig({}).retention).toEqual({ months: 12, archiveGraceDays: 30, teacherMonths: 24, teacherWarningDays: 30, job: true });
    expect(loadConfig({ RETENTION_MONTHS: '6', ARCHIVE_GRACE_DAYS: '0', RETENTION_JOB: '0' }).retention).toMatchObject({ months: 6, archiveGraceDays: 0, job: false });
    for (const [name, bad] of [
      ['RETENTION_MONTHS', '0'],
      ['RETENTION_MONTHS', '12.5'],
      ['ARCHIVE_GRACE_DAYS', '-1'],
      ['TEACHER_RETENTION_MONTHS', 'to år'],
      ['TEACHER_WARNING_DAYS', '0'],
      ['RETENTION_JOB', 'ja'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
    }
  });

  it('reads the allowed teacher e-mail domains and whether an operator approves teachers', () => {
    expect(loadConfig({}).teachers).toEqual({ emailDomains: null, approval: false });
    expect(loadConfig({ TEACHER_EMAIL_DOMAINS: ' Osloskolen.no, vlfk.no ', TEACHER_APPROVAL: '1' }).teachers).toEqual({ emailDomains: ['osloskolen.no', 'vlfk.no'], approval: true });
    expect(() => loadConfig({ TEACHER_EMAIL_DOMAINS: 'ikke et domene' })).toThrow(/TEACHER_EMAIL_DOMAINS/);
    expect(() => loadConfig({ TEACHER_APPROVAL: 'ja' })).toThrow(/TEACHER_APPROVAL/);
  });

  it('refuses to start in production unless teacher domains or approval by an operator are set, saying so', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: SECRET };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow('TEACHER_EMAIL_DOMAINS="": må settes når NODE_ENV=production, med mindre TEACHER_APPROVAL=1');
    expect(() => loadConfig({ ...production, TEACHER_APPROVAL: '0' })).toThrow(/TEACHER_EMAIL_DOMAINS/);
    expect(loadConfig({ ...production, TEACHER_EMAIL_DOMAINS: 'osloskolen.no' }).teachers).toEqual({ emailDomains: ['osloskolen.no'], approval: false });
    expect(loadConfig({ ...production, TEACHER_APPROVAL: '1' }).teachers).toEqual({ emailDomains: null, approval: true });
    expect(loadConfig({ NODE_ENV: 'development' }).teachers.emailDomains).toBeNull();
  });
});

describe('warnings at start', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: SECRET, TEACHER_APPROVAL: '1' };

  it('says that e-mail links point to the listening address when a production server has no PUBLIC_URL', () => {
    expect(startupWarnings(loadConfig(production))).toEqual([expect.stringMatching(/^PUBLIC_URL er ikke satt: lenkene i e-poster/)]);
    expect(startupWarnings(loadConfig({ ...production, PUBLIC_URL: 'https://okonomi.skole.no' }))).toEqual([]);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
  });
});


describe('sign-in with Feide', () => {
  const feide = {
    FEIDE_ISSUER: 'https://auth.dataporten.no',
    FEIDE_CLIENT_ID: 'a1b2c3d4-e5f6-7890-abcd-ef1234567890',
    FEIDE_CLIENT_SECRET: 'klienthemmelighet-fra-kundeportalen',
    FEIDE_REDIRECT_URI: 'https://okonomi.skole.no/api/feide/callback',
  };
  const local = { FEIDE_ISSUER: 'http://127.0.0.1:4010', FEIDE_REDIRECT_URI: 'http://localhost:3000/api/feide/callback', FEIDE_GROUPS_URL: 'http://127.0.0.1:4010/groups/me/groups' };

  it('is off unless set, and on with all four settings, Feide\'s scopes and groups API by default', () => {
    expect(loadConfig({}).feide).toBeUndefined();
    expect(loadConfig(feide).feide).toEqual({
      issuer: 'https://auth.dataporten.no',
      clientId: 'a1b2c3d4-e5f6-7890-abcd-ef1234567890',
      clientSecret: 'klienthemmelighet-fra-kundeportalen',
      redirectUri: 'https://okonomi.skole.no/api/feide/callback',
      scopes: 'openid userid-feide profile groups-edu',
      groupsUrl: 'https://groups-api.dataporten.no/groups/me/groups',
    });
    expect(loadConfig({ ...feide, FEIDE_SCOPES: 'openid userid-feide profile email' }).feide?.scopes).toBe('openid userid-feide profile email');
    // An empty variable is unset, as everywhere.
    expect(loadConfig({ FEIDE_ISSUER: '', FEIDE_CLIENT_ID: '', FEIDE_CLIENT_SECRET: '', FEIDE_REDIRECT_URI: '' }).feide).toBeUndefined();
  });

  it('names a setting missing from the four', () => {
    for (const name of Object.keys(feide)) {
      expect(() => loadConfig({ ...feide, [name]: '' }), name).toThrow(`${name}="": må settes sammen med`);
    }
    expect(() => loadConfig({ FEIDE_CLIENT_ID: feide.FEIDE_CLIENT_ID })).toThrow('FEIDE_ISSUER="": må settes sammen med FEIDE_CLIENT_ID');
  });

  it('names a malformed setting', () => {
    expect(() => loadConfig({ ...feide, FEIDE_ISSUER: 'auth.dataporten.no' })).toThrow('FEIDE_ISSUER="auth.dataporten.no": må være tilbyderens adresse');
    expect(() => loadConfig({ ...feide, FEIDE_CLIENT_ID: 'to ord' })).toThrow('FEIDE_CLIENT_ID="to ord": må være klient-ID-en');
    expect(() => loadConfig({ ...feide, FEIDE_CLIENT_SECRET: 'kort' })).toThrow('FEIDE_CLIENT_SECRET="kort": må være klienthemmeligheten');
    expect(() => loadConfig({ ...feide, FEIDE_SCOPES: 'userid-feide profile' })).toThrow('FEIDE_SCOPES="userid-feide profile": må ta med openid');
    expect(() => loadConfig({ ...feide, FEIDE_SCOPES: 'openid,profile' })).toThrow('FEIDE_SCOPES="openid,profile": må være scopes skilt med mellomrom');
    expect(() => loadConfig({ ...feide, FEIDE_GROUPS_URL: 'ftp://groups.example' })).toThrow('FEIDE_GROUPS_URL="ftp://groups.example"');
  });

  it('takes the callback address only at /api/feide/callback', () => {
    expect(() => loadConfig({ ...feide, FEIDE_REDIRECT_URI: 'https://okonomi.skole.no/feide' })).toThrow('FEIDE_REDIRECT_URI="https://okonomi.skole.no/feide": må ende på /api/feide/callback');
    expect(loadConfig({ ...feide, FEIDE_REDIRECT_URI: 'https://skole.no/okonomi/api/feide/callback' }).feide?.redirectUri).toBe('https://skole.no/okonomi/api/feide/callback');
  });

  it('takes plain http only to this machine, and never in production', () => {
    expect(loadConfig({ ...feide, ...local }).feide).toMatchObject({ issuer: 'http://127.0.0.1:4010', redirectUri: 'http://localhost:3000/api/feide/callback' });
    for (const name of ['FEIDE_ISSUER', 'FEIDE_REDIRECT_URI', 'FEIDE_GROUPS_URL'] as const) {
      const remote = { ...local, [name]: local[name].replace(/127\.0\.0\.1|localhost/, 'feide.skole.no') };
      expect(() => loadConfig({ ...feide, ...remote }), name).toThrow(`${name}="${remote[name]}": må være en https-adresse`);
    }
    expect(() => loadConfig({ ...feide, ...local, NODE_ENV: 'production', AUTH_SECRET: SECRET, TEACHER_APPROVAL: '1' })).toThrow('FEIDE_ISSUER="http://127.0.0.1:4010": må være en https-adresse');
    expect(loadConfig({ ...feide, NODE_ENV: 'production', AUTH_SECRET: SECRET, TEACHER_APPROVAL: '1' }).feide?.issuer).toBe('https://auth.dataporten.no');
  });

  it('is refused in the Firebase profile', () => {
    const web = { PROFILE: 'firebase', FIREBASE_PROJECT_ID: 'demo-okonomi', FIREBASE_API_KEY: 'nøkkel', FIREBASE_AUTH_DOMAIN: 'demo-okonomi.firebaseapp.com' };
    expect(loadConfig(web).feide).toBeUndefined();
    expect(() => loadConfig({ ...web, ...feide })).toThrow('FEIDE_ISSUER="https://auth.dataporten.no": Feide-innlogging finnes bare i den selvdrevne profilen');
  });
});
