import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noObjects, renderActivity } from '../../test/renderActivity';
import { DebtActivity } from './DebtActivity';
import { debtDocument, moped, o3f } from './test/testSupport';

const withMoped = { ...noObjects, creditPurchase: moped };
const kr = (digits: string) => `kr\u00A0${digits.replace(/ /g, '\u00A0')}`;
/** The same amount as toHaveTextContent reads it: it folds every space, the no-break ones too. */
const folded = (digits: string) => `kr ${digits}`;
const steps = () => within(screen.getByRole('region', { name: 'Slik vokser gjelden' })).getAllByRole('listitem');
/** What a step says is owed in all, as the pupil reads it: the label and the amount. */
const owed = (step: HTMLElement) => {
  const sum = step.querySelector('.sum');
  return sum ? [sum.querySelector('dt')?.textContent, sum.querySelector('dd')?.textContent].join(' ') : null;
};

describe('O3F when a bill is not paid', () => {
  it('tells the pupil they buy their own purchase with «kjøp nå – betal senere», due in the content’s days', () => {
    renderActivity(DebtActivity, { activity: o3f, objects: withMoped, data: debtDocument });
    expect(screen.getByText(/^Du kjøper Elektrisk moped/)).toHaveTextContent(
      `Du kjøper Elektrisk moped for ${folded('20 000')} med «kjøp nå – betal senere». Du får tingen nå, og regningen skal være betalt om 30 dager. Men hva skjer hvis du ikke betaler?`,
    );
  });

  it('shows each step with its day and what is owed in all by then, worked out from the price', () => {
    renderActivity(DebtActivity, { activity: o3f, objects: withMoped, data: debtDocument });
    const shown = steps();
    expect(shown.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Forfall',
      'Purring',
      'Inkassovarsel',
      'Betalingsoppfordring',
      'Salæret dobles',
      'Forliksrådet',
      'Betalingsanmerkning',
    ]);
    expect(shown.map(owed)).toEqual([
      `Du skylder nå ${kr('20 000')}`,
      `Du skylder nå ${kr('20 131')}`,
      `Du skylder nå ${kr('20 262')}`,
      `Du skylder nå ${kr('21 478')}`,
      `Du skylder nå ${kr('22 892')}`,
      `Du skylder mer enn ${kr('22 892')}`,
      `Du skylder mer enn ${kr('22 892')}`,
    ]);
    expect(shown[0]).toHaveTextContent('Dag 30 etter kjøpet');
    expect(shown[0]).toHaveTextContent(/Forsinkelsesrenten er 12,5\s% i året, fastsatt fra 1\. januar 2025\./);
    expect(shown[1]).toHaveTextContent(`Dag 44 etter kjøpet`);
    expect(shown[1]).toHaveTextContent(`Purregebyr${folded('35')}`);
    expect(shown[1]).toHaveTextContent(`Forsinkelsesrente så langt${folded('96')}`);
    expect(shown[3]).toHaveTextContent(`Inkassosalær${folded('1 120')}`);
    expect(shown[4]).toHaveTextContent('Dag 115 etter kjøpet');
    expect(shown[4]).toHaveTextContent(`Salæret øker med${folded('1 120')}`);
    expect(shown[5]).toHaveTextContent('Senere, uten fast dato');
    expect(shown[6]).toHaveTextContent('Du får en betalingsanmerkning i fire år.');
  });

  it('follows the price: a dearer purchase owes more at every step', () => {
    renderActivity(DebtActivity, { activity: o3f, objects: { ...noObjects, creditPurchase: { ...moped, price: 8_000 } }, data: debtDocument });
    // 8 000 fits the small salær: 8 000 + 35 + 35 + 560 + 115 (42 days at 12,5 %)
    expect(owed(steps()[3]!)).toBe(`Du skylder nå ${kr('8 745')}`);
  });

  it('gives the facts and where every figure comes from, with the school year', () => {
    renderActivity(DebtActivity, { activity: o3f, objects: withMoped, data: debtDocument });
    const facts = within(screen.getByRole('region', { name: 'Verdt å vite' }));
    expect(facts.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Det er kreditt', 'Du må være 18 år', 'Gjeldsregisteret', 'Hva anmerkningen gjør']);
    expect(facts.getByText('Kilde: Vergemålsloven, 2025')).toBeInTheDocument();
    const sources = within(screen.getByRole('region', { name: 'Kilder for tallene' }));
    expect(sources.getByText('Tallene gjelder skoleåret 2025–2026. Vi regner i hele kroner.')).toBeInTheDocument();
    expect(sources.getByRole('link', { name: 'Inkassoforskriften' })).toHaveAttribute('href', 'https://lovdata.no/inkassoforskriften');
    expect(sources.getAllByRole('link')).toHaveLength(6);
  });

  it('ends with the check question, whose answer completes the activity', async () => {
    const onChange = vi.fn();
    renderActivity(DebtActivity, { activity: o3f, objects: withMoped, data: debtDocument, onChange });
    await userEvent.click(within(screen.getByRole('group', { name: 'Hva gjør at du får en betalingsanmerkning?' })).getByRole('radio', { name: 'Saken går til forliksrådet' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ choice: 'rettslige-skritt', correct: true });
    expect(screen.getByText('Anmerkningen kommer når kravet går rettens vei.')).toBeInTheDocument();
  });

  it('asks for a purchase first, with a link to O3A, when none is chosen', () => {
    renderActivity(DebtActivity, { activity: o3f, data: debtDocument });
    expect(screen.getByText('Velg først hva du vil kjøpe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til valget av kjøp' })).toHaveAttribute('href', '/no/okt/3/O3A');
    expect(screen.queryByRole('region', { name: 'Slik vokser gjelden' })).not.toBeInTheDocument();
  });

  it('keeps the question open while the figures load, and offers a retry when they fail', async () => {
    const onRetry = vi.fn();
    renderActivity(DebtActivity, { activity: o3f, objects: withMoped, dataFailed: true, onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('group', { name: 'Hva gjør at du får en betalingsanmerkning?' })).toBeInTheDocument();
  });

  it('speaks Nynorsk in Nynorsk', () => {
    renderActivity(DebtActivity, { activity: o3f, objects: withMoped, data: debtDocument }, 'nn');
    const shown = within(screen.getByRole('region', { name: 'Slik veks gjelda' })).getAllByRole('listitem');
    expect(owed(shown[1]!)).toBe(`Du skuldar no ${kr('20 131')}`);
    expect(shown[0]).toHaveTextContent(/Forseinkingsrenta er 12,5\s% i året, fastsett frå 1\. januar 2025\./);
    expect(screen.getByText('Tala gjeld skuleåret 2025–2026. Vi reknar i heile kroner.')).toBeInTheDocument();
  });
});
