import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues';
import { RefusalText } from './RefusalText';

function renderRefusal(refusal: { okt: number; landedOn: number }, lang: 'no' | 'nn' = 'no') {
  render(
    <IntlProvider locale={lang === 'no' ? 'nb' : 'nn'} messages={catalogues[lang]}>
      <p role="alert">
        <RefusalText refusal={refusal} />
      </p>
    </IntlProvider>,
  );
  const text = screen.getByRole('alert').textContent;
  cleanup();
  return text;
}

describe('why a session was refused', () => {
  it('asks to finish the session before when that is where the pupil was taken', () => {
    expect(renderRefusal({ okt: 3, landedOn: 2 })).toBe('Økt 3 er ikke åpen ennå. Fullfør økt 2 først, eller vent til læreren åpner den.');
  });

  it('names the session the pupil is in when the teacher opened later ones', () => {
    expect(renderRefusal({ okt: 2, landedOn: 5 })).toBe(
      'Økt 2 er ikke åpen: læreren har ikke åpnet den, og du har ikke fullført økt 1. Derfor er du i økt 5, som er åpen for deg.',
    );
    expect(renderRefusal({ okt: 2, landedOn: 5 }, 'nn')).toContain('Difor er du i økt 5');
  });
});
