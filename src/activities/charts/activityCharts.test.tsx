import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noObjects, renderActivity } from '../../test/renderActivity';
import { BudgetActivity } from '../budget/BudgetActivity';
import { activity as session2Activity, budget, budgetDocument, job } from '../budget/test/session2Fixtures';
import { activity, creditDocument, pocketDocument, withPurchase } from '../creditPurchase/test/testSupport';
import { PaymentSelectionActivity } from '../paymentSelection/PaymentSelectionActivity';
import { PocketExpenseActivity } from '../pocketExpense/PocketExpenseActivity';

/** The activities show their chart, named by its summary in words, with «Vis som tabell» under it. */
describe('charts in the activities', () => {
  it('O2B shows the budget chart once a line is filled, fetched after the page (a chunk of its own)', async () => {
    const o2b = session2Activity('O2B', 'budget');
    const { rerender } = renderActivity(BudgetActivity, { activity: o2b, objects: { ...noObjects, job }, data: budgetDocument });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender({ value: budget });
    expect((await screen.findByRole('img')).getAttribute('aria-label')).toMatch(/^Du har fordelt kr/);
    expect(screen.getByText('Vis som tabell')).toBeInTheDocument();
  });

  it('O3D shows saving and credit paid over the months, in Nynorsk (fetched after the activity)', async () => {
    const o3d = activity('O3D', 'Vil du spare eller kjøpe på kreditt?');
    const responses = { O3B: { monthly: 500 }, O3C: { offerId: 'delbetaling', months: 12 } };
    renderActivity(PaymentSelectionActivity, { activity: o3d, objects: withPurchase(), data: creditDocument, responses }, 'nn');
    expect((await screen.findByRole('img')).getAttribute('aria-label')).toMatch(/^Med kreditt betaler du kr\u00A06\u00A0156, kr\u00A01\u00A0241 meir enn ved å spare/);
  });

  it('O3E shows the pocket expense per week, month and year once one is chosen (fetched after the activity)', async () => {
    const o3e = activity('O3E', 'Hvilket lite kjøp gjør du ofte?');
    renderActivity(PocketExpenseActivity, { activity: o3e, data: pocketDocument, value: { expenseId: 'snacks', timesPerWeek: 5 } });
    expect(await screen.findByRole('img')).toHaveAccessibleName('5 ganger i uka koster kr\u00A0125 i uka, kr\u00A0542 i måneden og kr\u00A06\u00A0500 i året.');
  });
});
