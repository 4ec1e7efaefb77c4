import type { BudgetCategoryInfo, RentFigure, UnexpectedExpense } from '../../../contracts/budget';
import type { CreditTerms } from '../../../contracts/credit';
import type { Job } from '../../../contracts/curriculum';
import type { Activity } from '../../../contracts/okt';
import type { BudgetResponse } from '../../../contracts/responses';
import { RULES_2026 } from '../../../test/taxRules2026';

/** Small, hand-checkable session 2 content for the component tests (the stories use the real files). */
const sifo = { name: 'SIFO, Referansebudsjettet', url: 'https://www.oslomet.no/om/sifo/referansebudsjettet', year: 2025 };
const ssb = { name: 'SSB, Leiemarkedsundersøkelsen', url: 'https://www.ssb.no/priser-og-prisindekser/boligpriser-og-boligprisindekser/statistikk/leiemarkedsundersokelsen', year: 2023 };

const category = (id: BudgetCategoryInfo['id'], title: string, monthly: number | null): BudgetCategoryInfo => ({
  id,
  title,
  description: `Det du bruker på ${title.toLowerCase()}.`,
  reference: monthly === null ? null : { monthly, source: id === 'boutgifter' ? ssb : sifo },
  advice: `Et råd om ${title.toLowerCase()}.`,
});

export const categories: BudgetCategoryInfo[] = [
  category('boutgifter', 'Boutgifter', 11_000),
  category('transport', 'Transport', 900),
  category('mat', 'Mat og drikke', 4_150),
  category('fritid', 'Fritid', 1_500),
  category('klaer', 'Klær og sko', 1_000),
  category('sparing', 'Sparing', null),
  category('forsikring', 'Forsikring', 350),
  category('andre_utgifter', 'Andre utgifter', 1_200),
];

export const rent: RentFigure[] = [
  { id: 'oslo', place: 'Oslo og Bærum', monthly: 13_850, source: ssb },
  { id: 'bergen', place: 'Bergen', monthly: 10_440, source: ssb },
];

export const tax = RULES_2026;
export const budgetDocument = { kind: 'budget' as const, tax, reference: { categories, rent } };

const source = { name: 'SSB, Lønn', url: 'https://www.ssb.no/arbeid-og-lonn', year: 2024 };
/** 520 000 kr a year: 402 697 kr after 2026 tax (src/domain/tax.test.ts), 33 558 kr a month. */
export const job: Job = {
  id: 'helsefagarbeider',
  industryId: 'helse',
  title: 'Helsefagarbeider',
  description: 'Du hjelper pasienter i hverdagen.',
  educationPath: 'yrkesfag',
  education: 'Vg1, Vg2 og to år som lærling',
  yearsOfStudy: 4,
  grossYearlySalary: 520_000,
  salaryBasis: 'Typisk lønn for en 25–30-åring, anslått fra SSB, 2025',
  source,
};
export const INCOME = 33_558;

const expenseSource = { name: 'Elkjøp, prisliste', url: 'https://www.elkjop.no/', year: 2025 };
export const expenses: UnexpectedExpense[] = [
  {
    id: 'pc',
    title: 'PC-en ble ødelagt',
    description: 'PC-en din sluttet å virke, og du trenger en ny til jobb og skole.',
    amount: 8_000,
    instalment: { title: 'Delbetaling i butikken', nominalRate: 0.22, establishmentFee: 0, monthlyFee: 45, months: 12, source: expenseSource },
    canWait: true,
    source: expenseSource,
  },
  { id: 'tannlege', title: 'Tannlegen', description: 'Du fikk hull i en tann og må til tannlegen.', amount: 2_500, canWait: false, source: expenseSource },
  { id: 'restskatt', title: 'Restskatt', description: 'Du har betalt for lite skatt i fjor og må betale resten nå.', amount: 14_000, canWait: false, source: expenseSource },
];

/** The instalment example of domain-data.md and a credit card. */
export const terms: CreditTerms = {
  offers: [
    {
      id: 'kredittkort',
      kind: 'credit-card',
      title: 'Kredittkort',
      description: 'Et kort du kan handle med og betale senere.',
      nominalRate: 0.2,
      establishmentFee: 0,
      monthlyFee: 0,
      termsMonths: [12],
      source: expenseSource,
    },
    {
      id: 'delbetaling',
      kind: 'instalment',
      title: 'Delbetaling i butikken',
      description: 'Du betaler varen over flere måneder.',
      nominalRate: 0.22,
      establishmentFee: 0,
      monthlyFee: 45,
      termsMonths: [6, 12, 24],
      source: expenseSource,
    },
  ],
  savings: { rate: 0.03, source: expenseSource },
};

/** A complete O2B budget: 32 300 kr of 33 558 kr, 3 000 kr of it saved. */
export const budget: BudgetResponse = {
  boutgifter: 12_000,
  transport: 900,
  mat: 4_000,
  fritid: 2_500,
  klaer: 1_000,
  sparing: 3_000,
  forsikring: 400,
  andre_utgifter: 8_500,
};

export const activity = (code: string, component: string, extra: Partial<Activity> = {}): Activity => ({
  activity_code: code,
  title: code,
  component,
  next_activity: false,
  ...extra,
});
