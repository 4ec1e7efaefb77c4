import type { UnexpectedExpense } from '../contracts/budget';
import type { CreditItem } from '../contracts/credit';
import type { Job } from '../contracts/curriculum';
import type { InsuranceProduct } from '../contracts/insurance';
import { insuranceMonthlyTotal, insurancesAnswer } from './insurance';
import type { Responses } from './okt';

/** Spec §3's user-state objects, rebuilt from answers and content, so any device and language tells the same story. */
export interface StoryObjects {
  job: Job | null;
  creditPurchase: CreditItem | null;
  unexpectedExpense: UnexpectedExpense | null;
  /** Kroner a month. */
  insuranceTotal: number | null;
}

export interface StoryContent {
  /** The jobs of the O1C industry. */
  jobs: { industryId: string; jobs: Job[] } | null;
  creditItems: CreditItem[] | null;
  unexpectedExpenses: UnexpectedExpense[] | null;
  insuranceProducts: InsuranceProduct[] | null;
}

export const NO_STORY_CONTENT: StoryContent = { jobs: null, creditItems: null, unexpectedExpenses: null, insuranceProducts: null };
export const NO_OBJECTS: StoryObjects = { job: null, creditPurchase: null, unexpectedExpense: null, insuranceTotal: null };

export interface StoryNeeds {
  jobsOf: string | null;
  creditItems: boolean;
  unexpectedExpenses: boolean;
  insuranceProducts: boolean;
}

export const answerId = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function storyNeeds(responses: Responses): StoryNeeds {
  return { jobsOf: answerId(responses.O1C), creditItems: true, unexpectedExpenses: true, insuranceProducts: true };
}

export function missingContent(needs: StoryNeeds, content: StoryContent): StoryNeeds | null {
  const missing: StoryNeeds = {
    jobsOf: needs.jobsOf !== null && content.jobs?.industryId !== needs.jobsOf ? needs.jobsOf : null,
    creditItems: needs.creditItems && content.creditItems === null,
    unexpectedExpenses: needs.unexpectedExpenses && content.unexpectedExpenses === null,
    insuranceProducts: needs.insuranceProducts && content.insuranceProducts === null,
  };
  return missing.jobsOf !== null || missing.creditItems || missing.unexpectedExpenses || missing.insuranceProducts ? missing : null;
}

/** Offline, a held object is kept while it still matches its answer. */
export function storyObjectsFrom(responses: Responses, content: StoryContent, held: StoryObjects = NO_OBJECTS): StoryObjects {
  const pick = <T extends { id: string }>(id: string | null, list: T[] | null | undefined, kept: T | null): T | null => {
    if (id === null) return null;
    if (list) return list.find((item) => item.id === id) ?? null;
    return kept?.id === id ? kept : null;
  };
  const industry = answerId(responses.O1C);
  const jobs = content.jobs && content.jobs.industryId === industry ? content.jobs.jobs : null;
  const chosen = insurancesAnswer(responses.O5B)?.chosen ?? null;
  return {
    job: pick(answerId(responses.O1D), jobs, held.job),
    creditPurchase: pick(answerId(responses.O3A), content.creditItems, held.creditPurchase),
    unexpectedExpense: pick(answerId(responses.O2C), content.unexpectedExpenses, held.unexpectedExpense),
    insuranceTotal: chosen === null ? null : content.insuranceProducts ? insuranceMonthlyTotal(content.insuranceProducts, chosen) : held.insuranceTotal,
  };
}

/** Compared by field, so a new snapshot with the same objects re-renders nothing. */
export const sameObjects = (a: StoryObjects, b: StoryObjects) =>
  a.job === b.job && a.creditPurchase === b.creditPurchase && a.unexpectedExpense === b.unexpectedExpense && a.insuranceTotal === b.insuranceTotal;
