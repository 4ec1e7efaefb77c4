import { describe, expect, it } from 'vitest';
import { okt2Content } from '../../stories/fixtures/okt2';
import { okt3Content } from '../../stories/fixtures/okt3';
import { NO_PLAN_TO_BE_HAD } from '../../server/content/laterSessions';
import { coverChoiceOf, coverChoices } from './coverChoice';
import { CUT_MONTHS, expensePlan } from './expensePlan';

const expense = (id: string) => okt2Content.no.unexpectedExpenses.find((e) => e.id === id)!;
const pc = expense('pc-odelagt');
const tax = expense('restskatt');

describe('expensePlan', () => {
  it('pays from savings by giving the savings line to the expense for as many months as it takes', () => {
    const plan = expensePlan(pc, { sparing: 3_000, remaining: 9_199 }, 'savings')!;
    expect(plan).toMatchObject({ monthly: 3_000, months: 3, savingDuring: 0, newLine: 0, remainingDuring: 9_199, balances: true });
  });

  it('never ends with an empty savings line, so the budget does not hold', () => {
    const plan = expensePlan(pc, { sparing: 0, remaining: 9_199 }, 'savings')!;
    expect(plan.months).toBeNull();
    expect(plan.balances).toBe(false);
  });

  it('waits and saves the same monthly amount for the same months, whatever is left over, as a line of its own', () => {
    const plenty = expensePlan(pc, { sparing: 1_000, remaining: 9_199 }, 'cut')!;
    const tight = expensePlan(pc, { sparing: 1_000, remaining: 200 }, 'cut')!;
    expect(plenty.months).toBe(CUT_MONTHS);
    expect(tight.months).toBe(CUT_MONTHS);
    expect(plenty.monthly).toBe(Math.ceil(pc.amount / CUT_MONTHS));
    expect(plenty.newLine).toBe(plenty.monthly);
    expect(plenty.remainingDuring).toBe(9_199 - plenty.monthly);
    expect(plenty.balances).toBe(true);
    expect(tight.balances).toBe(false);
  });

  it('borrows on the instalment offer: the instalment is a new line for the loan months, and the extra cost adds up', () => {
    const plan = expensePlan(pc, { sparing: 1_000, remaining: 5_000 }, 'borrow')!;
    expect(plan.loan).not.toBeNull();
    expect(plan.months).toBe(plan.loan!.months);
    expect(plan.newLine).toBe(plan.loan!.monthly);
    expect(plan.totalPaid).toBe(pc.amount + plan.loan!.extraCost);
    expect(plan.loan!.extraCost).toBeGreaterThan(0);
    expect(plan.remainingDuring).toBe(5_000 - plan.loan!.monthly);
  });

  it('gives each choice a different budget: the months and the line that changes follow the choice', () => {
    const budget = { sparing: 2_000, remaining: 3_000 };
    const s = expensePlan(pc, budget, 'savings')!;
    const c = expensePlan(pc, budget, 'cut')!;
    const b = expensePlan(pc, budget, 'borrow')!;
    expect(new Set([s.months, c.months, b.months]).size).toBe(3);
    expect([s.savingDuring, c.savingDuring, b.savingDuring]).toEqual([0, 2_000, 2_000]);
    expect([s.newLine > 0, c.newLine > 0, b.newLine > 0]).toEqual([false, true, true]);
  });

  it('says nothing about balance without a budget total (O2D has no income)', () => {
    expect(expensePlan(pc, { sparing: 1_000, remaining: null }, 'cut')).toMatchObject({ remainingDuring: null, balances: null, months: CUT_MONTHS });
  });
});

describe('ways to pay an expense', () => {
  const plan = { title: 'Betalingsavtale', nominalRate: 0.12, establishmentFee: 0, monthlyFee: 0, months: 6, source: pc.source };

  it('always offers the buffer; waiting only for what can wait; a payment plan only where one exists', () => {
    expect(coverChoices({ canWait: false })).toEqual(['savings']);
    expect(coverChoices({ canWait: true })).toEqual(['savings', 'cut']);
    expect(coverChoices({ canWait: false, instalment: plan })).toEqual(['savings', 'borrow']);
    expect(coverChoices({ canWait: true, instalment: plan })).toEqual(['savings', 'cut', 'borrow']);
  });

  it('never lets a bill with a due date be paid later without cost', () => {
    for (const e of okt2Content.no.unexpectedExpenses.filter((x) => !x.canWait)) {
      expect(coverChoices(e)).not.toContain('cut');
      expect(expensePlan(e, { sparing: 1_000, remaining: 1_000 }, 'cut')).toBeNull();
    }
    expect(tax.canWait).toBe(false);
  });

  it('gives every expense in the content a way to pay besides the buffer, which an empty savings line does not have, except a bill with no plan to be had', () => {
    for (const e of okt2Content.no.unexpectedExpenses) {
      // A fine and a ticket fee: no deferral or plan could be sourced (server/content/laterSessions.ts says why).
      if (Object.hasOwn(NO_PLAN_TO_BE_HAD, e.id)) expect(coverChoices(e), e.id).toEqual(['savings']);
      else expect(coverChoices(e).length, e.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('reads a stored choice that is no way to pay this expense as no choice', () => {
    expect(coverChoiceOf({ choice: 'cut' }, { canWait: false })).toBeNull();
    expect(coverChoiceOf({ choice: 'borrow' }, { canWait: true })).toBeNull();
    expect(coverChoiceOf({ choice: 'cut' }, { canWait: true })).toBe('cut');
    expect(coverChoiceOf('cut', { canWait: true })).toBeNull();
  });

  it('lends on the same terms as the instalment offer of session 3 where a shop sells it, so the two sessions tell the same facts', () => {
    const offer = okt3Content.no.offers.find((o) => o.kind === 'instalment')!;
    const shop = okt2Content.no.unexpectedExpenses.filter((x) => x.instalment?.source.url === offer.source.url);
    expect(shop.map((e) => e.id)).toEqual(['pc-odelagt', 'mobil-knust', 'elsykkel-stjalet']);
    for (const e of shop) {
      expect(e.instalment).toMatchObject({ nominalRate: offer.nominalRate, establishmentFee: offer.establishmentFee, monthlyFee: offer.monthlyFee, source: offer.source });
      expect(offer.termsMonths).toContain(e.instalment!.months);
    }
  });

  it('pays back tax on a betalingsavtale with Skatteetaten: forsinkelsesrente, no fees', () => {
    expect(tax.instalment).toMatchObject({ nominalRate: 0.125, establishmentFee: 0, monthlyFee: 0 });
    expect(tax.instalment!.source.url).toMatch(/^https:\/\/www\.skatteetaten\.no\//);
    expect(expensePlan(tax, { sparing: 1_000, remaining: 5_000 }, 'borrow')!.loan!.extraCost).toBeGreaterThan(0);
  });

  it('shows that a «0 %» delbetaling at the dentist still costs: its fees', () => {
    const dentist = expense('hull-i-tann');
    expect(dentist.instalment).toMatchObject({ nominalRate: 0 });
    // 2 675 over 3 months: 299 to set it up and 3 × 75 in fees = 524 kr more.
    expect(expensePlan(dentist, { sparing: 1_000, remaining: 5_000 }, 'borrow')!.loan!.extraCost).toBe(524);
  });

  it('has the same ways to pay in Bokmål and Nynorsk', () => {
    okt2Content.no.unexpectedExpenses.forEach((e, i) => expect(coverChoices(okt2Content.nn.unexpectedExpenses[i]!)).toEqual(coverChoices(e)));
  });
});
