import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noObjects, renderActivity } from '../../test/renderActivity';
import { activity, budget, expenses, terms } from '../budget/test/session2Fixtures';
import { CoverExpenseActivity } from './CoverExpenseActivity';

const o2d = activity('O2D', 'cover-expense', { prompt: 'Hvordan vil du betale PC-en?' });
const pc = expenses[0]!;
const withExpense = { ...noObjects, unexpectedExpense: pc };
const data = { kind: 'credit' as const, terms };
const ready = { activity: o2d, objects: withExpense, responses: { O2B: budget }, data };
const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('O2D cover the expense', () => {
  it('asks for the unexpected expense first', () => {
    renderActivity(CoverExpenseActivity, { activity: o2d, responses: { O2B: budget }, data });
    expect(screen.getByRole('link', { name: 'Gå til den uventede utgiften' })).toHaveAttribute('href', '/no/okt/2/O2C');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('asks for a complete budget first', () => {
    renderActivity(CoverExpenseActivity, { activity: o2d, objects: withExpense, responses: { O2B: { ...budget, mat: null } }, data });
    expect(screen.getByText('Fyll ut alle postene i budsjettet ditt først.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til budsjettet' })).toHaveAttribute('href', '/no/okt/2/O2B');
  });

  it('shows what each way of paying costs in kroner before the pupil chooses', () => {
    renderActivity(CoverExpenseActivity, ready);
    expect(screen.getByText(/Uventet utgift/).textContent).toBe('Uventet utgift: PC-en ble ødelagt. Den koster kr\u00A08\u00A0000.');
    expect(screen.getByRole('group', { name: 'Hvordan vil du betale PC-en?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    // 8 000 kr with 3 000 kr saved a month: 3 months.
    expect(radio(/Bruk sparepengene/)).toHaveAccessibleName(expect.stringContaining('Så går sparingen din på kr\u00A03\u00A0000 i måneden til å fylle opp bufferen igjen i 3 måneder.'));
    // ⌈8 000 / 3⌉ = 2 667 kr a month for three months.
    expect(screen.getByText(/Du setter av/).textContent).toBe(
      'Du setter av kr\u00A02\u00A0667 i måneden i 3 måneder. Pengene tar du fra det du har til overs, eller ved å bruke mindre på for eksempel fritid, klær eller andre utgifter.',
    );
    // The instalment offer (22 %, 45 kr a month) over 12 months: 748.76 + 45 = 793.76 kr a month, 9 525 kr in all (src/domain/credit.ts).
    expect(screen.getByText(/Lånet koster deg/).textContent).toBe(
      'Du betaler kr\u00A0794 i måneden i 12 måneder, kr\u00A09\u00A0525 i alt. Lånet koster deg kr\u00A01\u00A0525 ekstra. Effektiv rente: 39,2\u00A0%.',
    );
    expect(screen.getByText(/Delbetaling i butikken/)).toHaveTextContent('Kilde: Elkjøp, prisliste, 2025');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stores the choice and explains its consequence', async () => {
    const onChange = vi.fn();
    renderActivity(CoverExpenseActivity, { ...ready, onChange });
    await userEvent.click(radio(/Lån pengene/));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ choice: 'borrow' });
    expect(screen.getByRole('status').textContent).toBe(
      'Du får pengene nå, men betaler kr\u00A01\u00A0525 ekstra. I 12 måneder har du kr\u00A0794 mindre å bruke hver måned.',
    );
  });

  it('lets the pupil change a stored choice', async () => {
    const onChange = vi.fn();
    renderActivity(CoverExpenseActivity, { ...ready, value: { choice: 'savings' }, onChange });
    expect(radio(/Bruk sparepengene/)).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Det tar 3 måneder å spare dem opp igjen.');

    await userEvent.click(radio(/Kutt i andre utgifter/));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ choice: 'cut' });
    expect(radio(/Kutt i andre utgifter/)).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('du må holde planen i 3 måneder');
  });

  it('says there are no savings to use when the budget saves nothing', () => {
    renderActivity(CoverExpenseActivity, { ...ready, responses: { O2B: { ...budget, sparing: 0 } }, value: { choice: 'savings' } });
    expect(radio(/Bruk sparepengene/)).toHaveAccessibleName(expect.stringContaining('ingen sparepenger å ta av'));
    expect(screen.getByRole('status')).toHaveTextContent('Du har ikke spart noe i budsjettet');
  });

  it('does not offer a shop instalment plan for back tax', () => {
    renderActivity(CoverExpenseActivity, { ...ready, objects: { ...noObjects, unexpectedExpense: expenses[2]! } });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: /Lån pengene/ })).not.toBeInTheDocument();
    expect(screen.getByText(/kan ikke betale det med delbetaling/)).toBeInTheDocument();
  });

  it('counts the savings months with the modified budget once it is complete, as O2E and the summary do', () => {
    renderActivity(CoverExpenseActivity, { ...ready, responses: { O2B: budget, O2E: { ...budget, sparing: 2_000 } } });
    expect(radio(/Bruk sparepengene/)).toHaveAccessibleName(expect.stringContaining('i 4 måneder'));
  });

  it('explains the choice in Nynorsk', () => {
    renderActivity(CoverExpenseActivity, { ...ready, value: { choice: 'cut' } }, 'nn');
    expect(screen.getByRole('status')).toHaveTextContent('Du betaler utan å låne');
    expect(screen.getByText(/Effektiv rente:/)).toHaveTextContent('Du betaler kr 794 i månaden i 12 månader');
  });
});
