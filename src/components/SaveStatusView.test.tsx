import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues';
import { type SaveStatus, SaveStatusView } from './SaveStatusView';

const show = (status: SaveStatus, savedAt: number | null = null, lang: 'no' | 'nn' = 'no') =>
  render(
    <IntlProvider locale={lang === 'no' ? 'nb' : 'nn'} messages={catalogues[lang]} timeZone="Europe/Oslo">
      <SaveStatusView status={status} savedAt={savedAt} />
    </IntlProvider>,
  );

const at1042 = Date.UTC(2026, 10, 27, 9, 42);

describe('SaveStatusView', () => {
  it('before anything is saved says the answers are saved automatically, never «Lagret»', () => {
    show('auto');
    expect(screen.getByRole('status')).toHaveTextContent('Svarene lagres automatisk.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Lagret');
  });

  it('says when the server confirmed the save: «Lagret kl. 10:42»', () => {
    show('saved', at1042);
    expect(screen.getByRole('status')).toHaveTextContent(/^Lagret kl\. 10[:.]42$/);
  });

  it.each([
    ['saving', 'Lagrer …'],
    ['offline', 'Lagres når nettet er tilbake.'],
    ['pending', 'Lagres straks …'],
  ] as const)('%s: «%s»', (status, text) => {
    show(status);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('is empty when no one is signed in', () => {
    show('idle');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says it in Nynorsk', () => {
    show('saved', at1042, 'nn');
    expect(screen.getByRole('status')).toHaveTextContent(/^Lagra kl\. 10[:.]42$/);
  });
});
