import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { answered, inLang, pupil } from '../../stories/fixtures/okt';
import type { Lang } from '../contracts/lang';
import type { Responses } from '../domain/okt';
import { startAction } from '../features/okt/startView';
import { catalogues } from '../i18n/catalogues';
import { StartScreen } from './StartScreen';

function renderStart(responses: Responses, lang: Lang = 'no', classAccess: Record<string, boolean> = {}) {
  const { sections, resumeAt } = pupil(responses, classAccess);
  const shown = sections.map((s) => inLang(s, lang));
  render(
    <IntlProvider locale={lang === 'no' ? 'nb' : 'nn'} messages={catalogues[lang]}>
      <Router hook={memoryLocation({ path: `/${lang}/start`, static: true }).hook}>
        <StartScreen
          lang={lang}
          sections={shown}
          resumeAt={resumeAt}
          action={startAction(lang, shown, responses)}
          refusal={null}
          failed={false}
          saveStatus="saved"
          onRetry={vi.fn()}
        />
      </Router>
    </IntlProvider>,
  );
}

const mainAction = () => screen.getAllByRole('link')[0]!;

describe('the start page’s main action', () => {
  it('is «Start økt 1» on a first visit, before the sessions', () => {
    renderStart({ O1A: '' });
    expect(mainAction().textContent).toBe('Start økt 1');
    expect(mainAction().getAttribute('href')).toBe('/no/okt/1/O1T');
  });

  it('continues where the pupil left off, naming the session and the activity, in Nynorsk', () => {
    renderStart({ ...answered(1), O2A: { choice: 'a', correct: true } }, 'nn');
    expect(mainAction().textContent).toMatch(/^Hald fram der du slapp: Økt 2 – .+, .+$/);
    expect(mainAction().getAttribute('href')).toBe('/nn/okt/2/O2B');
  });

  it('leads to the summary and its PDF when everything is done', () => {
    renderStart(answered(1, 2, 3, 4, 5));
    expect(mainAction().textContent).toBe('Alt er ferdig – last ned oppsummeringen');
    expect(mainAction().getAttribute('href')).toBe('/no/okt/5/Fullfort');
  });

  it('says on a locked card what opens it: the session before, or the teacher', () => {
    renderStart({ O1A: '' }, 'nn');
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards[2]!.textContent).toContain('Låst. Opnar seg når du er ferdig med økt 2, eller når læraren opnar ho for klassen.');
  });
});
