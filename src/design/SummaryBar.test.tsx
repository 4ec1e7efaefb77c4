import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { SaveStatusView } from '../components/SaveStatusView';
import { catalogues } from '../i18n/catalogues';
import { SummaryBar } from './SummaryBar';

const nb = (ui: React.ReactNode) => render(<IntlProvider locale="nb" messages={catalogues.no}>{ui}</IntlProvider>);
const nn = (ui: React.ReactNode) => render(<IntlProvider locale="nn" messages={catalogues.nn}>{ui}</IntlProvider>);

describe('SummaryBar', () => {
  it('shows the money left and the save state together, in one labelled group at the bottom of the screen', () => {
    nb(<SummaryBar remaining={3_200} saveStatus={<SaveStatusView status="saving" />} />);
    const bar = screen.getByRole('group', { name: 'Penger igjen og lagring' });
    expect(bar).toHaveClass('okt-bar');
    expect(bar).toHaveTextContent('Igjen: kr 3 200');
    expect(screen.getByRole('status')).toHaveTextContent('Lagrer …');
    expect(bar).toContainElement(screen.getByRole('status'));
  });

  it('says a deficit in words («I minus»), not by colour alone', () => {
    nb(<SummaryBar remaining={-1_250} />);
    const left = screen.getByText('I minus: kr 1 250');
    expect(left).toHaveClass('summary-left', 'deficit');
  });

  it('speaks Nynorsk in nn', () => {
    nn(<SummaryBar remaining={0} saveStatus={<SaveStatusView status="offline" />} />);
    expect(screen.getByRole('group', { name: 'Pengar att og lagring' })).toHaveTextContent('Att: kr 0');
    expect(screen.getByRole('status')).toHaveTextContent('Blir lagra når nettet er tilbake.');
  });
});
