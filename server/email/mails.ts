import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../../src/contracts/lang';
import { CONFIRM_LINK_TTL_HOURS } from '../db/repositories/teacherVerification';
import { type MailMessage, mailText } from './mailer';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/**
 * Where e-mail links point: PUBLIC_URL; else, outside production, the request's host; else this server's address.
 * Production never takes it from a request: anyone can send any Host header, and a reset link must not lead to their site.
 */
export function publicBaseUrl(app: FastifyInstance, request?: FastifyRequest): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  if (request && app.config.env !== 'production') {
    const host = request.host;
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    if (HOST.test(host)) return `${protocol}://${host}`;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.port;
  const host = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(app.config.host) ? 'localhost' : app.config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

type MailTexts = Record<Lang, { subject: string; body: (link: string) => string[] }>;

const SIGNATURE: Record<Lang, string[]> = { no: ['Hilsen', 'Personlig økonomi'], nn: ['Helsing', 'Personleg økonomi'] };

/** In the reader's language; without one, in Bokmål with the Nynorsk text below it. */
function compose(to: string, texts: MailTexts, linkOf: (lang: Lang) => string, lang?: Lang): MailMessage {
  const langs: Lang[] = lang ? [lang] : ['no', 'nn'];
  return { to, subject: texts[lang ?? 'no'].subject, text: mailText(langs.map((l) => texts[l].body(linkOf(l))), SIGNATURE[lang ?? 'no']) };
}

const RESET: MailTexts = {
  no: {
    subject: 'Velg nytt passord – Personlig økonomi',
    body: (link) => [
      'Vi har fått en forespørsel om å nullstille passordet til kontoen din i Personlig økonomi.',
      'Åpne lenken under for å velge et nytt passord:',
      '',
      link,
      '',
      'Lenken virker i én time og kan bare brukes én gang.',
      '',
      'Hvis du ikke ba om dette, kan du se bort fra denne e-posten. Passordet ditt blir ikke endret.',
    ],
  },
  nn: {
    subject: 'Vel nytt passord – Personleg økonomi',
    body: (link) => [
      'Vi har fått ein førespurnad om å nullstille passordet til kontoen din i Personleg økonomi.',
      'Opne lenkja under for å velje eit nytt passord:',
      '',
      link,
      '',
      'Lenkja verkar i ein time og kan berre brukast éin gong.',
      '',
      'Dersom du ikkje bad om dette, kan du sjå bort frå denne e-posten. Passordet ditt blir ikkje endra.',
    ],
  },
};

/** The reset link opens the app's /auth page, which reads the code from the query (spec §2). */
export const resetMail = (to: string, baseUrl: string, code: string, lang: Lang) => compose(to, RESET, (l) => `${baseUrl}/${l}/auth?code=${code}`, lang);

const CONFIRM_TEACHER: MailTexts = {
  no: {
    subject: 'Bekreft e-postadressen din – Personlig økonomi',
    body: (link) => [
      'Du har registrert deg som lærer i Personlig økonomi. Åpne lenken under for å bekrefte e-postadressen din:',
      '',
      link,
      '',
      `Lenken virker i ${CONFIRM_LINK_TTL_HOURS} timer og kan bare brukes én gang. Før adressen er bekreftet, kan du ikke opprette klasser.`,
      '',
      'Hvis du ikke har registrert deg, kan du se bort fra denne e-posten.',
    ],
  },
  nn: {
    subject: 'Stadfest e-postadressa di – Personleg økonomi',
    body: (link) => [
      'Du har registrert deg som lærar i Personleg økonomi. Opne lenkja under for å stadfeste e-postadressa di:',
      '',
      link,
      '',
      `Lenkja verkar i ${CONFIRM_LINK_TTL_HOURS} timar og kan berre brukast éin gong. Før adressa er stadfest, kan du ikkje opprette klassar.`,
      '',
      'Dersom du ikkje har registrert deg, kan du sjå bort frå denne e-posten.',
    ],
  },
};

/** Registration carries no language. */
export const confirmTeacherMail = (to: string, baseUrl: string, token: string, lang?: Lang) =>
  compose(to, CONFIRM_TEACHER, (l) => `${baseUrl}/${l}/veiledere?bekreft=${token}`, lang);

interface ClassNamed {
  name: string;
  code: string;
}

const temporaryPassword = (klass: ClassNamed): MailTexts => ({
  no: {
    subject: 'Læreren din har laget et midlertidig passord – Personlig økonomi',
    body: (link) => [
      `Læreren i klassen «${klass.name}» (kode ${klass.code}) har laget et midlertidig passord til kontoen din i Personlig økonomi.`,
      'Du er logget ut på alle enheter. Neste gang du logger inn med det midlertidige passordet, velger du et nytt passord selv.',
      '',
      'Hvis du ikke har bedt læreren din om dette, kan du velge et nytt passord med «Glemt passordet?» her:',
      '',
      link,
      '',
      'Si også fra til en lærer du stoler på.',
    ],
  },
  nn: {
    subject: 'Læraren din har laga eit mellombels passord – Personleg økonomi',
    body: (link) => [
      `Læraren i klassen «${klass.name}» (kode ${klass.code}) har laga eit mellombels passord til kontoen din i Personleg økonomi.`,
      'Du er logga ut på alle einingar. Neste gong du loggar inn med det mellombelse passordet, vel du eit nytt passord sjølv.',
      '',
      'Dersom du ikkje har bede læraren din om dette, kan du velje eit nytt passord med «Gløymt passordet?» her:',
      '',
      link,
      '',
      'Sei òg frå til ein lærar du stolar på.',
    ],
  },
});

/** So a pupil who did not ask learns of it and can take the account back; never holds the password. */
export const temporaryPasswordMail = (to: string, baseUrl: string, klass: ClassNamed) => compose(to, temporaryPassword(klass), (l) => `${baseUrl}/${l}/auth`);
