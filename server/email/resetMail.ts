import type { Lang } from '../../src/contracts/lang';
import type { MailMessage } from './mailer';

const TEXTS: Record<Lang, { subject: string; body: (link: string) => string }> = {
  no: {
    subject: 'Velg nytt passord – Personlig økonomi',
    body: (link) =>
      [
        'Hei!',
        '',
        'Vi har fått en forespørsel om å nullstille passordet til kontoen din i Personlig økonomi.',
        'Åpne lenken under for å velge et nytt passord:',
        '',
        link,
        '',
        'Lenken virker i én time og kan bare brukes én gang.',
        '',
        'Hvis du ikke ba om dette, kan du se bort fra denne e-posten. Passordet ditt blir ikke endret.',
        '',
        'Hilsen',
        'Personlig økonomi',
      ].join('\n'),
  },
  nn: {
    subject: 'Vel nytt passord – Personleg økonomi',
    body: (link) =>
      [
        'Hei!',
        '',
        'Vi har fått ein førespurnad om å nullstille passordet til kontoen din i Personleg økonomi.',
        'Opne lenkja under for å velje eit nytt passord:',
        '',
        link,
        '',
        'Lenkja verkar i ein time og kan berre brukast éin gong.',
        '',
        'Dersom du ikkje bad om dette, kan du sjå bort frå denne e-posten. Passordet ditt blir ikkje endra.',
        '',
        'Helsing',
        'Personleg økonomi',
      ].join('\n'),
  },
};

/** The reset link opens the app's /auth page, which reads the code from the query (spec §2). */
export function resetLink(baseUrl: string, lang: Lang, code: string): string {
  return `${baseUrl}/${lang}/auth?code=${code}`;
}

export function resetMail(to: string, lang: Lang, link: string): MailMessage {
  const text = TEXTS[lang];
  return { to, subject: text.subject, text: text.body(link) };
}
