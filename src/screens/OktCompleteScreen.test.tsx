import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { answered, inLang, section } from '../../stories/fixtures/okt';
import type { Lang } from '../contracts/lang';
import type { OktSection } from '../domain/okt';
import { OktRecap } from '../features/okt/OktRecap';
import { catalogues } from '../i18n/catalogues';
import { OktCompleteScreen } from './OktCompleteScreen';

function renderComplete(shown: OktSection, next: OktSection | null, lang: Lang = 'no', missingAt: string | null = null) {
  render(
    <IntlProvider locale={lang === 'no' ? 'nb' : 'nn'} messages={catalogues[lang]}>
      <Router hook={memoryLocation({ path: `/${lang}/okt/${shown.id}/Fullfort`, static: true }).hook}>
        <OktCompleteScreen
          lang={lang}
          section={inLang(shown, lang)}
          next={next && inLang(next, lang)}
          missingAt={missingAt}
          recap={<OktRecap recap={{ kind: 'session', items: [{ kind: 'job', title: 'Sykepleier' }, { kind: 'netPay', monthly: 34_567 }] }} />}
        />
      </Router>
    </IntlProvider>,
  );
}

describe('a completion page', () => {
  it('recaps what the pupil decided and leads on to the next session', () => {
    const done = answered(1);
    renderComplete(section(1, done), section(2, done));
    expect(screen.getByRole('heading', { level: 2, name: 'Dette valgte du' })).toBeTruthy();
    expect(screen.getByText('Sykepleier')).toBeTruthy();
    expect(screen.getByText('kr 34 567 i måneden')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Hva nå?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Videre til økt 2/ }).getAttribute('href')).toBe('/no/okt/2/O2A');
  });

  it('says on the last page, in Nynorsk, that the course is done, and leads only back to the overview', () => {
    const done = answered(1, 2, 3, 4, 5);
    renderComplete(section(5, done), null, 'nn');
    expect(screen.getByText(/Du er ferdig med alle øktene!/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Dette valde du' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/nn/start']);
  });

  it('before the session is finished: no recap, the way to what is missing, and what opens the next session', () => {
    const unfinished = { ...answered(1), O2A: { choice: 'a', correct: true } };
    renderComplete(section(2, unfinished), section(3, unfinished), 'no', 'O2B');
    expect(screen.queryByRole('heading', { name: 'Dette valgte du' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Gå til det som mangler' }).getAttribute('href')).toBe('/no/okt/2/O2B');
    expect(screen.getByText('Økt 3 åpner seg når du er ferdig med denne økta, eller når læreren åpner den for klassen.')).toBeTruthy();
  });
});

describe('OktRecap', () => {
  it('shows the whole course session by session, and words each decision', () => {
    render(
      <IntlProvider locale="nb" messages={catalogues.no}>
        <OktRecap
          recap={{
            kind: 'course',
            parts: [
              { okt: 2, title: 'Budsjett', items: [{ kind: 'left', monthly: -1200 }, { kind: 'cover', choice: 'savings' }] },
              { okt: 5, title: 'Forsikring', items: [{ kind: 'insurances', titles: ['Innbo', 'Reise'], monthly: 250 }] },
            ],
          }}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Hele kurset' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Økt 2: Budsjett' })).toBeTruthy();
    expect(screen.getByText('kr 1 200 for lite i måneden')).toBeTruthy();
    expect(screen.getByText('Du betalte med sparepengene dine.')).toBeTruthy();
    expect(screen.getByText('Innbo og Reise – kr 250 i måneden')).toBeTruthy();
  });
});
