import type { StoryObjects } from '../domain/story';

/** A pupil who has not yet chosen a job, a purchase, an expense or insurances (tests and stories). */
export const noObjects: StoryObjects = { job: null, creditPurchase: null, unexpectedExpense: null, insuranceTotal: null };
