import type { Lang } from '../../src/contracts/lang';
import { type MailMessage, mailText } from '../email/mailer';

interface WarningFacts {
  /** Months without activity that led to the warning (TEACHER_RETENTION_MONTHS). */
  months: number;
  /** When the account goes unless the teacher signs in. */
  deletesAt: number;
  baseUrl: string;
}

// Month names are the same in Bokmål and Nynorsk, so one format serves both; the date as it is in Norway.
const dateFormat = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' });

const TEXTS: Record<Lang, { subject: string; body: (facts: WarningFacts, date: string, link: string) => string[] }> = {
  no: {
    subject: 'Lærerkontoen din blir slettet',
    body: ({ months }, date, link) => [
      `Det er over ${months} måneder siden lærerkontoen din i Personlig økonomi ble brukt.`,
      `Kontoen blir slettet ${date}, sammen med klassene dine og elevenes svar i dem.`,
      '',
      'Vil du beholde kontoen, er det nok å logge inn før den datoen:',
      '',
      link,
      '',
      'Hvis du ikke trenger kontoen lenger, kan du se bort fra denne e-posten.',
    ],
  },
  nn: {
    subject: 'Lærarkontoen din blir sletta',
    body: ({ months }, date, link) => [
      `Det er over ${months} månader sidan lærarkontoen din i Personleg økonomi vart brukt.`,
      `Kontoen blir sletta ${date}, saman med klassane dine og svara til elevane i dei.`,
      '',
      'Vil du behalde kontoen, er det nok å logge inn før den datoen:',
      '',
      link,
      '',
      'Dersom du ikkje treng kontoen lenger, kan du sjå bort frå denne e-posten.',
    ],
  },
};

export function teacherSignInLink(baseUrl: string, lang: Lang): string {
  return `${baseUrl}/${lang}/veiledere`;
}

/** The account keeps no language, so the mail is in Bokmål with the Nynorsk text below it. */
export function teacherWarningMail(to: string, facts: WarningFacts): MailMessage {
  const date = dateFormat.format(facts.deletesAt);
  const parts = (['no', 'nn'] as const).map((lang) => TEXTS[lang].body(facts, date, teacherSignInLink(facts.baseUrl, lang)));
  return {
    to,
    subject: `${TEXTS.no.subject} / ${TEXTS.nn.subject} – Personlig økonomi`,
    text: mailText(parts, ['Hilsen / Helsing', 'Personlig økonomi / Personleg økonomi']),
  };
}
