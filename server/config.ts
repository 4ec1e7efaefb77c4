import path from 'node:path';
import { z } from 'zod';
import { SAVES_PER_MINUTE_DEFAULT } from '../src/contracts/answers';

const port = z.coerce
  .number({ error: 'må være et heltall mellom 0 og 65535' })
  .int('må være et heltall mellom 0 og 65535')
  .min(0, 'må være et heltall mellom 0 og 65535')
  .max(65535, 'må være et heltall mellom 0 og 65535');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'må være development, production eller test' }).default('development'),
  PORT: port.default(3000),
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
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
      error: 'må være false, antall proxyer foran appen (for eksempel 1), eller proxyenes adresser (for eksempel 10.0.0.1,10.0.0.0/8)',
    })
    .default('false'),
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
  SAVES_PER_MINUTE: z.coerce
    .number({ error: 'må være et heltall fra 1 til 1000000' })
    .int('må være et heltall fra 1 til 1000000')
    .min(1, 'må være et heltall fra 1 til 1000000')
    .max(1_000_000, 'må være et heltall fra 1 til 1000000')
    .default(SAVES_PER_MINUTE_DEFAULT),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  contentDir: string;
  clientDir: string;
  consent: { id: string; scriptUrl: string } | undefined;
  /** Fastify's trustProxy: false, how many proxies are in front, or their addresses; never every address. */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Token signing secret; without it one is generated and kept in the database so every instance shares it. */
  authSecret: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  /** Base of links in e-mails, without a trailing slash; unset means the address the server listens on. */
  publicUrl: string | undefined;
  seedDemo: boolean;
  /** Whether pupils may download the PDF summary (issue 7); PDF_ENABLED=0 hides the button. */
  pdfEnabled: boolean;
  /** Answer saves one account may make per minute, from all its devices together. */
  savesPerMinute: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a bad value stops start-up with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    contentDir: path.resolve(e.CONTENT_DIR),
    clientDir: path.resolve(e.CLIENT_DIR),
    consent: e.CONSENT_ID ? { id: e.CONSENT_ID, scriptUrl: e.CONSENT_SCRIPT_URL } : undefined,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : e.NODE_ENV !== 'production',
    pdfEnabled: e.PDF_ENABLED === '1',
    savesPerMinute: e.SAVES_PER_MINUTE,
  };
}

/**
 * Trusting every X-Forwarded-For entry would let a client choose its own address and escape the
 * per-address sign-in limits. `true` therefore means the one reverse proxy of a usual set-up.
 */
function trustProxyOf(value: string): AppConfig['trustProxy'] {
  if (value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}
