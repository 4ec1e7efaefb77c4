import type { Lang } from '../../src/contracts/lang';
import { CONFIRM_LINK_TTL_HOURS } from '../db/repositories/teacherVerification';
import { type MailMessage, mailText } from './mailer';

const TEXTS: Record<Lang, { subject: string; body: (link: string) => string[] }> = {
  no: {
    subject: 'Bekreft e-postadressen din – Personlig økonomi',
    body: (link) => [
      'Hei!',
      '',
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
      'Hei!',
      '',
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

/** The link opens the teacher page, which confirms the token it finds in the query. */
export function confirmTeacherLink(baseUrl: string, lang: Lang, token: string): string {
  return `${baseUrl}/${lang}/veiledere?bekreft=${token}`;
}

/**
 * The confirmation e-mail in the language asked for; without one (registration carries no language) in
 * Bokmål with the Nynorsk text below it, each with its own link to the same token.
 */
export function confirmTeacherMail(to: string, baseUrl: string, token: string, lang?: Lang): MailMessage {
  const langs: Lang[] = lang ? [lang] : ['no', 'nn'];
  const signature = lang === 'nn' ? ['Helsing', 'Personleg økonomi'] : ['Hilsen', 'Personlig økonomi'];
  return { to, subject: TEXTS[lang ?? 'no'].subject, text: mailText(langs.map((l) => TEXTS[l].body(confirmTeacherLink(baseUrl, l, token))), signature) };
}
