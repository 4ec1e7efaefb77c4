import type { ContentDocument } from '../../../../machines/contentPageMachine';
import type { CreditItem, CreditOffer, CreditTerms, PocketExpense } from '../../../contracts/credit';
import type { Activity } from '../../../contracts/okt';
import { noObjects } from '../../../test/noObjects';
import type { StoryObjects } from '../../../domain/story';
import { componentOf } from '../../../test/componentOf';

/** Test fixtures for the økt 3 activities (rendered with src/test/renderActivity); the figures are the hand-worked cases of the tests. */

const source = { name: 'Finansportalen', url: 'https://www.finansportalen.no/', year: 2025 };

export const phone: CreditItem = { id: 'mobil', title: 'Mobiltelefon', description: 'En ny mobil med god kamera.', price: 5_000, source };
export const gamingPc: CreditItem = { id: 'gaming-pc', title: 'Gaming-PC', description: 'En rask PC til spill og skole.', price: 15_000, source };
export const items = [phone, gamingPc];

/** The published instalment example: 22 % nominal, 45 kr a month, no establishment fee. */
export const instalment: CreditOffer = {
  id: 'delbetaling',
  kind: 'instalment',
  title: 'Delbetaling i butikken',
  description: 'Du betaler litt hver måned i butikken.',
  nominalRate: 0.22,
  establishmentFee: 0,
  monthlyFee: 45,
  termsMonths: [6, 12, 24],
  source,
};
export const creditCard: CreditOffer = {
  id: 'kredittkort',
  kind: 'credit-card',
  title: 'Kredittkort',
  description: 'Du betaler med kortet og får regning hver måned.',
  nominalRate: 0.2,
  establishmentFee: 300,
  monthlyFee: 0,
  termsMonths: [12, 36],
  source,
};
export const terms: CreditTerms = { offers: [instalment, creditCard], savings: { rate: 0.045, source: { ...source, name: 'Norges Bank' } } };

export const snack: PocketExpense = { id: 'snacks', title: 'Snacks', description: 'Noe godt fra butikken etter skolen.', unitPrice: 25, defaultTimesPerWeek: 5, source };
export const streaming: PocketExpense = { id: 'strommetjeneste', title: 'Strømmetjeneste', description: 'Film og serier på mobilen.', unitPrice: 129, defaultTimesPerWeek: 1, source };

export const creditItemsDocument: ContentDocument = { kind: 'creditItems', items };
export const creditDocument: ContentDocument = { kind: 'credit', terms };
export const pocketDocument: ContentDocument = { kind: 'pocketExpenses', expenses: [snack, streaming] };

export const withPurchase = (item: CreditItem = phone): StoryObjects => ({ ...noObjects, creditPurchase: item });

/** A full budget (O2B/O2E) with this sparing line. */
export const budgetSaving = (sparing: number) => ({ boutgifter: 9_000, transport: 800, mat: 4_000, fritid: 1_500, klaer: 800, sparing, forsikring: 300, andre_utgifter: 1_000 });

export const activity = (code: string, prompt?: string): Activity => ({ activity_code: code, title: code, component: componentOf(code), next_activity: false, ...(prompt ? { prompt } : {}) });
