import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../contracts/lang';
import { catalogues } from '../i18n/catalogues';
import { ErrorPage } from './ErrorPage';

function renderNotFound(lang: Lang, path: string) {
  return render(
    <IntlProvider locale={lang === 'nn' ? 'nn' : 'nb'} messages={catalogues[lang]}>
      <Router hook={memoryLocation({ path, static: true }).hook}>
        <ErrorPage lang={lang} statusCode={404} path={path} />
      </Router>
    </IntlProvider>,
  );
}

describe('ErrorPage (404)', () => {
  it('describes a missing page in Nynorsk with the status code 404', () => {
    renderNotFound('nn', '/nn/dette/finst/ikkje');
    expect(screen.getByText('404', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Sida finst ikkje')).toBeInTheDocument();
    expect(screen.getByText('Fann inga side på adressa /nn/dette/finst/ikkje')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Page Not Found/);
  });

  it('describes a missing page in Bokmål with the status code 404', () => {
    renderNotFound('no', '/no/finnes-ikke');
    expect(screen.getByText('404', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Siden finnes ikke')).toBeInTheDocument();
    expect(screen.getByText('Fant ingen side på adressen /no/finnes-ikke')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Page Not Found/);
  });
});
