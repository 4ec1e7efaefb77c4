import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type FeideSettings, isLoopback } from './feide/oidc';
import { SAVES_PER_MINUTE_DEFAULT } from '../src/contracts/answers';
import {
  FIRESTORE_CACHE_DEFAULT_BYTES,
  FIRESTORE_CACHE_MIN_BYTES,
  FIRESTORE_LONG_POLLING_DEFAULT_SECONDS,
  FIRESTORE_LONG_POLLING_MAX_SECONDS,
  FIRESTORE_LONG_POLLING_MIN_SECONDS,
  type Profile,
} from '../src/contracts/firebaseConfig';

const CACHE_SIZE_MESSAGE = `må være -1 (ubegrenset) eller et heltall fra ${FIRESTORE_CACHE_MIN_BYTES} (byte)`;
function wholeNumber(min: number, max: number, message = `må være et heltall fra ${min} til ${max}`) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}
const hostPort = z.string().regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'må være vert:port, for eksempel 127.0.0.1:8080');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'må være development, production eller test' }).default('development'),
  PORT: wholeNumber(0, 65535, 'må være et heltall mellom 0 og 65535').default(3000),
  HOST: z.string().min(1, 'kan ikke være tom').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'kan ikke være tom').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'må begynne med postgres:// eller postgresql://')
    .optional(),
  CONTENT_DIR: z.string().min(1).default('./content'),
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  CONSENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'må være en samtykke-ID med bokstaver, tall og bindestrek')
    .optional(),
  CONSENT_SCRIPT_URL: z.url({ protocol: /^https$/, error: 'må være en https-adresse' }).default('https://consent.cookiebot.com/uc.js'),
  /** Never every address, or a client could choose its own and escape the per-address limits: `true` means one proxy. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
      error: 'må være false, antall proxyer foran appen (for eksempel 1), eller proxyenes adresser (for eksempel 10.0.0.1,10.0.0.0/8)',
    })
    .default('false')
    .transform((value) => (value === 'false' ? false : value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : value.split(',').map((address) => address.trim()))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32, 'må være minst 32 tegn (tilfeldig og hemmelig)').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/./, 'må begynne med smtp:// eller smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3, 'må være en avsender, for eksempel «Navn <adresse@domene.no>»').default('Personlig økonomi <ikke-svar@localhost>'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'må være en http- eller https-adresse, for eksempel https://okonomi.skole.no' })
    .optional(),
  SEED_DEMO: z.enum(['0', '1'], { error: 'må være 0 eller 1' }).optional(),
  PDF_ENABLED: z.enum(['0', '1'], { error: 'må være 0 (skjul PDF-knappen) eller 1' }).default('1'),
  SAVES_PER_MINUTE: wholeNumber(1, 1_000_000).default(SAVES_PER_MINUTE_DEFAULT),
  TEACHER_EMAIL_DOMAINS: z
    .string()
    .regex(/^\s*[a-z0-9.-]+\.[a-z]{2,}(\s*,\s*[a-z0-9.-]+\.[a-z]{2,})*\s*$/i, 'må være domener skilt med komma, for eksempel «osloskolen.no,vlfk.no»')
    .optional(),
  TEACHER_APPROVAL: z.enum(['0', '1'], { error: 'må være 0 (lærere godkjennes ved bekreftet e-post) eller 1 (en operatør godkjenner hver lærer)' }).default('0'),
  TOKEN_LIFETIME_HOURS: wholeNumber(1, 24).default(8),
  RETENTION_MONTHS: wholeNumber(1, 120).default(12),
  ARCHIVE_GRACE_DAYS: wholeNumber(0, 3650).default(30),
  TEACHER_RETENTION_MONTHS: wholeNumber(1, 240).default(24),
  TEACHER_WARNING_DAYS: wholeNumber(1, 365).default(30),
  WEB_CONCURRENCY: wholeNumber(1, 64).default(1),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 600).default(30),
  RETENTION_JOB: z.enum(['0', '1'], { error: 'må være 0 (slettingen kjøres bare med «npm run purge») eller 1' }).default('1'),
  PROFILE: z.enum(['self-hosted', 'firebase'], { error: 'må være self-hosted eller firebase' }).default('self-hosted'),
  FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/, 'må være en Firebase-prosjekt-ID (små bokstaver, tall og bindestrek)').optional(),
  FIREBASE_API_KEY: z.string().min(1).max(200, 'må være Firebase-prosjektets web-API-nøkkel').optional(),
  FIREBASE_AUTH_DOMAIN: z.string().regex(/^[A-Za-z0-9.-]{1,200}$/, 'må være et domenenavn, for eksempel prosjekt.firebaseapp.com').optional(),
  FIRESTORE_CACHE_SIZE_BYTES: z.coerce
    .number({ error: CACHE_SIZE_MESSAGE })
    .int(CACHE_SIZE_MESSAGE)
    .refine((n) => n === -1 || n >= FIRESTORE_CACHE_MIN_BYTES, CACHE_SIZE_MESSAGE)
    .default(FIRESTORE_CACHE_DEFAULT_BYTES),
  FIRESTORE_LONG_POLLING_TIMEOUT_SECONDS: wholeNumber(
    FIRESTORE_LONG_POLLING_MIN_SECONDS,
    FIRESTORE_LONG_POLLING_MAX_SECONDS,
    `må være et heltall fra ${FIRESTORE_LONG_POLLING_MIN_SECONDS} til ${FIRESTORE_LONG_POLLING_MAX_SECONDS} (sekunder)`,
  ).default(FIRESTORE_LONG_POLLING_DEFAULT_SECONDS),
  FIRESTORE_EMULATOR_HOST: hostPort.optional(),
  FIREBASE_AUTH_EMULATOR_HOST: hostPort.optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
  /** All four of issuer, client id, secret and redirect, or none. */
  FEIDE_ISSUER: z.url({ protocol: /^https?$/, error: 'må være tilbyderens adresse, for eksempel https://auth.dataporten.no' }).optional(),
  FEIDE_CLIENT_ID: z.string().regex(/^[\w.:-]{1,200}$/, 'må være klient-ID-en fra Feides kundeportal').optional(),
  FEIDE_CLIENT_SECRET: z.string().min(8, 'må være klienthemmeligheten fra Feides kundeportal (minst 8 tegn)').max(500).optional(),
  FEIDE_REDIRECT_URI: z.url({ protocol: /^https?$/, error: 'må være appens adresse for svar fra Feide, for eksempel https://okonomi.skole.no/api/feide/callback' }).optional(),
  FEIDE_SCOPES: z
    .string()
    .regex(/^[\w:.-]+( [\w:.-]+)*$/, 'må være scopes skilt med mellomrom, for eksempel «openid userid-feide profile groups-edu»')
    .refine((s) => s.split(' ').includes('openid'), 'må ta med openid')
    .default('openid userid-feide profile groups-edu'),
  FEIDE_GROUPS_URL: z.url({ protocol: /^https?$/, error: 'må være adressen til Feides gruppe-API' }).default('https://groups-api.dataporten.no/groups/me/groups'),
});

/** The browser gets the web part through `app-config`. */
export type FirebaseSettings = ReturnType<typeof firebaseSettings>;

export type AppConfig = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a bad value stops start-up with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = EnvSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Ugyldig konfigurasjon (miljøvariabler):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const fail = (name: string, message: string): never => {
    throw new ConfigError(`Ugyldig konfigurasjon (miljøvariabler):\n  ${name}=${JSON.stringify(env[name] ?? '')}: ${message}`);
  };
  // SQLite is one file one process writes well (DESIGN.md, scale).
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) fail('WEB_CONCURRENCY', 'må være 1 med den innebygde SQLite-databasen; sett DATABASE_URL (PostgreSQL) for flere prosesser');
  // A secret kept in the database beside the data would be read by anyone who reads a backup.
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) fail('AUTH_SECRET', 'må settes når NODE_ENV=production (minst 32 tilfeldige tegn); den lagres ikke i databasen der');
  const config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    contentDir: path.resolve(e.CONTENT_DIR),
    clientDir: path.resolve(e.CLIENT_DIR),
    consent: e.CONSENT_ID ? { id: e.CONSENT_ID, scriptUrl: e.CONSENT_SCRIPT_URL } : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    /** Without it one is generated and kept in the database (server/auth/secret.ts). */
    authSecret: e.AUTH_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    /** Base of links in e-mails, without a trailing slash (server/email/mails.ts). */
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : e.NODE_ENV !== 'production',
    /** Whether pupils may download the PDF summary. */
    pdfEnabled: e.PDF_ENABLED === '1',
    /** Per account, from all its devices together. */
    savesPerMinute: e.SAVES_PER_MINUTE,
    /** 1 runs the server in this process. */
    webConcurrency: e.WEB_CONCURRENCY,
    /** To send a whole request, headers and body, so a body trickled byte by byte is cut off. */
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    /** Which adapters play identity provider and document store. */
    profile: e.PROFILE,
    firebase: e.PROFILE === 'firebase' ? firebaseSettings(e, fail) : undefined,
    feide: feideSettings(e, fail),
    /** Who may become a teacher. */
    teachers: {
      /** School owners' domains; null lets any confirmed address in. */
      emailDomains: e.TEACHER_EMAIL_DOMAINS ? e.TEACHER_EMAIL_DOMAINS.split(',').map((d) => d.trim().toLowerCase()) : null,
      approval: e.TEACHER_APPROVAL === '1',
    },
    /** The longest a token may live (`exp − iat`). */
    tokenLifetimeHours: e.TOKEN_LIFETIME_HOURS,
    /** How long data is kept (docs/decisions/privacy-and-retention.md). */
    retention: {
      /** Pupils' accounts and class records with no activity this long are deleted. */
      months: e.RETENTION_MONTHS,
      /** Days an archived class is kept, with every answer under it. */
      archiveGraceDays: e.ARCHIVE_GRACE_DAYS,
      /** A teacher account unused this long is warned, then deleted … */
      teacherMonths: e.TEACHER_RETENTION_MONTHS,
      /** … this many days after the warning, unless the teacher has signed in since. */
      teacherWarningDays: e.TEACHER_WARNING_DAYS,
      job: e.RETENTION_JOB === '1',
    },
  };
  // Anyone who can receive e-mail could otherwise become a teacher, make a class and wait for pupils to type its code.
  if (e.NODE_ENV === 'production' && !e.TEACHER_EMAIL_DOMAINS && e.TEACHER_APPROVAL !== '1') {
    fail('TEACHER_EMAIL_DOMAINS', 'må settes når NODE_ENV=production, med mindre TEACHER_APPROVAL=1: ellers kan alle med en e-postadresse bli lærer. Sett skoleeiernes domener (for eksempel «osloskolen.no,vlfk.no»), eller TEACHER_APPROVAL=1 så en operatør godkjenner hver lærer');
  }
  return config;
}

/** What the operator should know at start without it stopping the server. */
export function startupWarnings(config: AppConfig): string[] {
  if (config.env !== 'production' || config.publicUrl) return [];
  return ['PUBLIC_URL er ikke satt: lenkene i e-poster (bekreftelse, nytt passord) peker til adressen serveren lytter på. Sett PUBLIC_URL til adressen brukerne åpner, for eksempel https://okonomi.skole.no'];
}

function feideSettings(e: z.infer<typeof EnvSchema>, fail: (name: string, message: string) => never): FeideSettings | undefined {
  const names = ['FEIDE_ISSUER', 'FEIDE_CLIENT_ID', 'FEIDE_CLIENT_SECRET', 'FEIDE_REDIRECT_URI'] as const;
  const set = names.filter((name) => e[name]);
  if (set.length === 0) return undefined;
  const missing = names.find((name) => !e[name]);
  if (missing) fail(missing, `må settes sammen med ${set.join(', ')} (Feide-innlogging trenger alle fire)`);
  if (e.PROFILE === 'firebase') fail('FEIDE_ISSUER', 'Feide-innlogging finnes bare i den selvdrevne profilen (PROFILE=self-hosted)');
  // Tokens and codes travel these addresses: plain http only to this machine, and never in production.
  for (const name of ['FEIDE_ISSUER', 'FEIDE_REDIRECT_URI', 'FEIDE_GROUPS_URL'] as const) {
    const url = new URL(e[name]!);
    if (url.protocol === 'http:' && (e.NODE_ENV === 'production' || !isLoopback(url))) fail(name, 'må være en https-adresse (http bare mot denne maskinen, og aldri i produksjon)');
  }
  if (!new URL(e.FEIDE_REDIRECT_URI!).pathname.endsWith('/api/feide/callback')) fail('FEIDE_REDIRECT_URI', 'må ende på /api/feide/callback');
  return {
    issuer: e.FEIDE_ISSUER!,
    clientId: e.FEIDE_CLIENT_ID!,
    clientSecret: e.FEIDE_CLIENT_SECRET!,
    redirectUri: e.FEIDE_REDIRECT_URI!,
    scopes: e.FEIDE_SCOPES,
    groupsUrl: e.FEIDE_GROUPS_URL,
  };
}

function firebaseSettings(e: z.infer<typeof EnvSchema>, fail: (name: string, message: string) => never) {
  const projectId = e.FIREBASE_PROJECT_ID ?? fail('FIREBASE_PROJECT_ID', 'må settes når PROFILE=firebase');
  const apiKey = e.FIREBASE_API_KEY ?? fail('FIREBASE_API_KEY', 'må settes når PROFILE=firebase');
  const authDomain = e.FIREBASE_AUTH_DOMAIN ?? fail('FIREBASE_AUTH_DOMAIN', 'må settes når PROFILE=firebase');
  const production = e.NODE_ENV === 'production';
  // With an emulator variable the Admin SDK takes unsigned tokens: a production server must never see one.
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const) {
    if (production && e[name]) fail(name, 'er ikke tillatt når NODE_ENV=production (emulatoren godtar usignerte tokener)');
  }
  const firestoreHost = e.FIRESTORE_EMULATOR_HOST;
  const authHost = e.FIREBASE_AUTH_EMULATOR_HOST;
  if (Boolean(firestoreHost) !== Boolean(authHost)) {
    fail(firestoreHost ? 'FIREBASE_AUTH_EMULATOR_HOST' : 'FIRESTORE_EMULATOR_HOST', 'må settes sammen med den andre emulatorvariabelen');
  }
  const emulators = firestoreHost && authHost ? { auth: authHost, firestore: firestoreHost } : undefined;
  if (production) {
    const credentials = e.GOOGLE_APPLICATION_CREDENTIALS ?? fail('GOOGLE_APPLICATION_CREDENTIALS', 'må peke på tjenestekontoens nøkkelfil i produksjon');
    if (!fs.existsSync(credentials)) fail('GOOGLE_APPLICATION_CREDENTIALS', 'filen finnes ikke');
  }
  return {
    projectId,
    apiKey,
    authDomain,
    cacheSizeBytes: e.FIRESTORE_CACHE_SIZE_BYTES,
    longPollingTimeoutSeconds: e.FIRESTORE_LONG_POLLING_TIMEOUT_SECONDS,
    emulators,
  };
}
