import { render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { pickPart } from './catalogueParts';
import { LaterTexts } from './LaterTexts';
import { TextsLang } from './textsLang';

const plain = (messages: Record<string, string>, prefix: string) => Object.keys(messages).find((id) => id.startsWith(prefix) && !/[{<]/.test(messages[id]!))!;

describe('LaterTexts', () => {
  it.each([
    ['no', 'nb'],
    ['nn', 'nn'],
  ] as const)('fetches the later texts of %s for a page that has only the pupil part, showing the fallback meanwhile', async (lang, locale) => {
    const pupil = pickPart(catalogues[lang], 'pupil');
    const laterId = plain(catalogues[lang], 'chart.');
    const pupilId = plain(pupil, 'nav.');
    expect(pupil[laterId]).toBeUndefined();
    render(
      <IntlProvider locale={locale} messages={pupil} onError={() => {}}>
        <LaterTexts fallback={<p>venter</p>}>
          <p>
            <FormattedMessage id={laterId} />
          </p>
          <p>
            <FormattedMessage id={pupilId} />
          </p>
        </LaterTexts>
      </IntlProvider>,
    );
    expect(await screen.findByText(catalogues[lang][laterId]!)).toBeInTheDocument();
    expect(screen.getByText(pupil[pupilId]!)).toBeInTheDocument();
    expect(screen.queryByText('venter')).toBeNull();
  });

  it('shows at once when the page already has the whole catalogue (tests, stories)', () => {
    const laterId = plain(catalogues.nn, 'oktComplete.');
    render(
      <IntlProvider locale="nn" messages={catalogues.nn}>
        <LaterTexts fallback={<p>venter</p>}>
          <FormattedMessage id={laterId} />
        </LaterTexts>
      </IntlProvider>,
    );
    expect(screen.getByText(catalogues.nn[laterId]!)).toBeInTheDocument();
  });

  it('takes the page’s language, not the locale: a Nynorsk page in a browser without Nynorsk formats as nb', async () => {
    const pupil = pickPart(catalogues.nn, 'pupil');
    const id = Object.keys(catalogues.nn).find((key) => key.startsWith('activity.netPay.') && !/[{<]/.test(catalogues.nn[key]!) && catalogues.nn[key] !== catalogues.no[key])!;
    render(
      <IntlProvider locale="nb" messages={pupil} onError={() => {}}>
        <TextsLang.Provider value="nn">
          <LaterTexts fallback={null} part="activities">
            <FormattedMessage id={id} />
          </LaterTexts>
        </TextsLang.Provider>
      </IntlProvider>,
    );
    expect(await screen.findByText(catalogues.nn[id]!)).toBeInTheDocument();
  });
});
