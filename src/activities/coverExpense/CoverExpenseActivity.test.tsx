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
    expect(radio(/Bruk bufferen/)).toHaveAccessibleName(expect.stringContaining('Så går sparingen din på kr\u00A03\u00A0000 i måneden til å fylle opp bufferen igjen i 3 måneder.'));
    // ⌈8 000 / 3⌉ = 2 667 kr a month for three months.
    expect(screen.getByText(/Du kjøper ikke nytt/).textContent).toBe(
      'Du kjøper ikke nytt med en gang. Du sparer kr\u00A02\u00A0667 i måneden i 3 måneder og betaler når pengene er der. Pengene må tas fra andre poster, og til da må du klare deg uten.',
    );
    // The instalment offer (22 %, 45 kr a month) over 12 months: 748.76 + 45 = 793.76 kr a month, 9 525 kr in all (src/domain/credit.ts).
    expect(screen.getByText(/Det koster deg/).textContent).toBe(
      'Du betaler kr\u00A0794 i måneden i 12 måneder, kr\u00A09\u00A0525 i alt. Det koster deg kr\u00A01\u00A0525 ekstra i renter og gebyrer. Effektiv rente: 39,2\u00A0%.',
    );
    expect(radio(/Betal over tid: Delbetaling i butikken/)).toBeInTheDocument();
    expect(screen.getByText(/Delbetaling i butikken\. Kilde/)).toHaveTextContent('Kilde: Elkjøp, prisliste, 2025');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stores the choice and explains its consequence', async () => {
    const onChange = vi.fn();
    renderActivity(CoverExpenseActivity, { ...ready, onChange });
    await userEvent.click(radio(/Betal over tid/));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ choice: 'borrow' });
    expect(screen.getByRole('status').textContent).toBe(
      'Du får betalt nå, men det koster kr\u00A01\u00A0525 ekstra. I 12 måneder har du kr\u00A0794 mindre å bruke hver måned.',
    );
  });

  it('lets the pupil change a stored choice', async () => {
    const onChange = vi.fn();
    renderActivity(CoverExpenseActivity, { ...ready, value: { choice: 'savings' }, onChange });
    expect(radio(/Bruk bufferen/)).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Det tar 3 måneder å spare dem opp igjen.');

    await userEvent.click(radio(/Vent og spar opp først/));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ choice: 'cut' });
    expect(radio(/Vent og spar opp først/)).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('du må vente i 3 måneder før du har pengene');
  });

  it('says there are no savings to use when the budget saves nothing', () => {
    renderActivity(CoverExpenseActivity, { ...ready, responses: { O2B: { ...budget, sparing: 0 } }, value: { choice: 'savings' } });
    expect(radio(/Bruk bufferen/)).toHaveAccessibleName(expect.stringContaining('ingen sparepenger å ta av'));
    expect(screen.getByRole('status')).toHaveTextContent('Du har ikke spart noe i budsjettet');
  });

  it('does not offer to wait with a bill that has a due date, nor a plan where there is none', () => {
    renderActivity(CoverExpenseActivity, { ...ready, objects: { ...noObjects, unexpectedExpense: expenses[2]! } });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: /Vent og spar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Betal over tid/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Denne regningen har en frist/)).toBeInTheDocument();
    expect(screen.getByText(/Her finnes det ingen vanlig avtale/)).toBeInTheDocument();
  });

  it('counts the savings months with the modified budget once it is complete, as O2E and the summary do', () => {
    renderActivity(CoverExpenseActivity, { ...ready, responses: { O2B: budget, O2E: { ...budget, sparing: 2_000 } } });
    expect(radio(/Bruk bufferen/)).toHaveAccessibleName(expect.stringContaining('i 4 måneder'));
  });

  it('explains the choice in Nynorsk', () => {
    renderActivity(CoverExpenseActivity, { ...ready, value: { choice: 'cut' } }, 'nn');
    expect(screen.getByRole('status')).toHaveTextContent('Du slepp renter og gebyr, men du må vente i 3 månader');
    expect(screen.getByText(/Effektiv rente:/)).toHaveTextContent('Du betaler kr 794 i månaden i 12 månader');
  });
});
