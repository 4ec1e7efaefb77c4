import type { Lang } from '../../src/contracts/lang';
import { type MailMessage, mailText } from './mailer';

/** The class the teacher acted from, as the pupil knows it. */
export interface ClassNamed {
  name: string;
  code: string;
}

const TEXTS: Record<Lang, { subject: string; body: (klass: ClassNamed, link: string) => string[] }> = {
  no: {
    subject: 'Læreren din har laget et midlertidig passord – Personlig økonomi',
    body: (klass, link) => [
      'Hei!',
      '',
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
    body: (klass, link) => [
      'Hei!',
      '',
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
};

/** The sign-in page, where «Glemt passordet?» starts a reset. */
export function signInLink(baseUrl: string, lang: Lang): string {
  return `${baseUrl}/${lang}/auth`;
}

/**
 * Tells the pupil that a teacher set a temporary password, so a pupil who did not ask learns of it and can take
 * the account back. The account keeps no language: Bokmål with the Nynorsk text below it. Never the password.
 */
export function temporaryPasswordMail(to: string, baseUrl: string, klass: ClassNamed): MailMessage {
  const parts = (['no', 'nn'] as const).map((lang) => TEXTS[lang].body(klass, signInLink(baseUrl, lang)));
  return { to, subject: TEXTS.no.subject, text: mailText(parts, ['Hilsen', 'Personlig økonomi']) };
}
