import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from './loadContent';
import { NO_PLAN_TO_BE_HAD, outsideTerms } from './laterSessions';

const realContent = path.resolve(import.meta.dirname, '..', '..', 'content');
const dirs: string[] = [];

/** A copy of the real content to break one thing in, in both languages (figures must match across them). */
function copyWith(file: 'okt2.json' | 'okt3.json', edit: (value: Record<string, unknown[]>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(realContent, dir, { recursive: true });
  dirs.push(dir);
  for (const lang of ['no', 'nn']) {
    const target = path.join(dir, lang, file);
    const value = JSON.parse(fs.readFileSync(target, 'utf8'));
    edit(value);
    fs.writeFileSync(target, JSON.stringify(value));
  }
  return dir;
}

type Expense = { id: string; amount: number; canWait: boolean; instalment?: Record<string, unknown> };
type Offer = { id: string; kind: string; minAmount?: number; maxAmount?: number };
const expenseById = (okt2: Record<string, unknown[]>, id: string) => (okt2.unexpectedExpenses as Expense[]).find((e) => e.id === id)!;
const indexOf = (okt2: Record<string, unknown[]>, id: string) => (okt2.unexpectedExpenses as Expense[]).findIndex((e) => e.id === id);

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('outsideTerms', () => {
  it('accepts any amount where the terms give no range, and one inside the range', () => {
    expect(outsideTerms(29_000, {})).toBeNull();
    expect(outsideTerms(5_000, { minAmount: 1_000, maxAmount: 5_000 })).toBeNull();
  });

  it('says which amounts the terms apply to when the amount is outside', () => {
    expect(outsideTerms(8_000, { maxAmount: 5_000 })).toBe('vilkårene gjelder kr 0–5000, ikke kr 8000');
    expect(outsideTerms(500, { minAmount: 1_000 })).toBe('vilkårene gjelder kr 1000 og mer, ikke kr 500');
    expect(outsideTerms(500, { minAmount: 2_000, maxAmount: 1_000 })).toMatch(/minAmount.*større enn maxAmount/);
  });
});

describe('paying the unexpected expenses (session 2)', () => {
  const shipped = loadContent(realContent);

  it('gives every shipped expense a way to wait or a plan, except the bills listed with a reason', () => {
    for (const lang of ['no', 'nn'] as const) {
      for (const e of shipped.okt2[lang].unexpectedExpenses) {
        if (Object.hasOwn(NO_PLAN_TO_BE_HAD, e.id)) expect(e.canWait || e.instalment !== undefined, e.id).toBe(false);
        else expect(e.canWait || e.instalment !== undefined, e.id).toBe(true);
      }
    }
    for (const reason of Object.values(NO_PLAN_TO_BE_HAD)) expect(reason.length).toBeGreaterThan(20);
  });

  it('refuses a bill that can neither wait nor be paid on a plan', () => {
    const dir = copyWith('okt2.json', (okt2) => {
      const dentist = expenseById(okt2, 'hull-i-tann');
      delete dentist.instalment;
      dentist.canWait = false;
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt2\.json.*«unexpectedExpenses\.\d+».*canWait.*instalment/);
  });

  it('refuses a bill on the no-plan list that has a plan after all, so the list stays true', () => {
    const dir = copyWith('okt2.json', (okt2) => {
      expenseById(okt2, 'uten-billett').canWait = true;
    });
    expect(() => loadContent(dir)).toThrowError(/«unexpectedExpenses\.\d+».*NO_PLAN_TO_BE_HAD/);
  });

  it('refuses a payment plan whose terms do not cover the amount of the expense', () => {
    let at = -1;
    const dir = copyWith('okt2.json', (okt2) => {
      at = indexOf(okt2, 'pc-odelagt');
      expenseById(okt2, 'pc-odelagt').instalment!.maxAmount = 5_000;
    });
    expect(() => loadContent(dir)).toThrowError(new RegExp(`no/okt2\\.json.*«unexpectedExpenses\\.${at}\\.instalment».*kr 0–5000, ikke kr 8000`));
  });
});

describe('credit terms for the things to buy (session 3)', () => {
  it('refuses an offer whose terms do not cover the price of every item, since every offer is shown for every item', () => {
    const dir = copyWith('okt3.json', (okt3) => {
      (okt3.offers as Offer[]).find((o) => o.kind === 'instalment')!.maxAmount = 5_000;
    });
    expect(() => loadContent(dir)).toThrowError(/no\/okt3\.json.*«offers\.\d+».*ikke kr \d+.*alle tilbud vises for alle ting/);
  });

  it('accepts an offer whose range covers every item', () => {
    const dir = copyWith('okt3.json', (okt3) => {
      const offer = (okt3.offers as Offer[]).find((o) => o.kind === 'instalment')!;
      offer.minAmount = 1_000;
      offer.maxAmount = 100_000;
    });
    expect(() => loadContent(dir)).not.toThrow();
  });
});
