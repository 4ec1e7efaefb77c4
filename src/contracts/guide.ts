import { z } from 'zod';
import { ContentIdSchema } from './curriculum';
import { ActivityCodeSchema, OKT_COUNT } from './okt';

/** The teacher's guide per session (`content/{lang}/veiledning.json`); teachers only, as the answer key must not reach pupils. */

/** Lesson lengths in minutes: a double lesson and one lesson. */
export const PLAN_MINUTES = { plan90: 90, plan45: 45 } as const;

/** Only udir.no's pages are quoted as the source of an aim. */
const UdirUrlSchema = z.url({ protocol: /^https$/, hostname: /^(www\.)?udir\.no$/ });

/** A competence aim (or an interdisciplinary topic) quoted word for word. */
export const GuideAimSchema = z.strictObject({
  subject: z.string().min(1).max(60),
  level: z.string().min(1).max(60),
  /** The same in both languages. */
  code: z.string().regex(/^[A-Z]{3}\d{2}-\d{2}$|^overordnet-del$/),
  text: z.string().min(10).max(400),
  source: UdirUrlSchema,
});

const PlanStepSchema = z.strictObject({
  minutes: z.number().int().min(1).max(45),
  what: z.string().min(5).max(400),
});

const planOf = (total: number) =>
  z
    .array(PlanStepSchema)
    .min(2)
    .max(12)
    .refine((steps) => steps.reduce((sum, step) => sum + step.minutes, 0) === total, `minuttene må bli ${total} til sammen`);

export const GuideMisconceptionSchema = z.strictObject({
  belief: z.string().min(5).max(200),
  response: z.string().min(10).max(600),
});

/** The answer to one activity, or to one of its check or quiz questions. */
export const GuideAnswerSchema = z.strictObject({
  activity: ActivityCodeSchema,
  question: z.strictObject({ id: ContentIdSchema, text: z.string().min(10).max(300) }).optional(),
  answer: z.string().min(1).max(300),
  explanation: z.string().min(10).max(600),
});

export const GuideSessionSchema = z.strictObject({
  okt: z.number().int().min(1).max(OKT_COUNT),
  goals: z.array(z.string().min(10).max(300)).min(2).max(6),
  aims: z.array(GuideAimSchema).min(1).max(8),
  plan90: planOf(PLAN_MINUTES.plan90),
  plan45: planOf(PLAN_MINUTES.plan45),
  discussion: z.array(z.string().min(10).max(300)).length(3),
  misconceptions: z.array(GuideMisconceptionSchema).min(1).max(6),
  answerKey: z.array(GuideAnswerSchema).min(1).max(30),
});
export type GuideSession = z.infer<typeof GuideSessionSchema>;

export const GuideSchema = z.strictObject({
  aimsNote: z.string().min(10).max(400),
  okter: z
    .array(GuideSessionSchema)
    .length(OKT_COUNT)
    .refine((okter) => okter.every((okt, i) => okt.okt === i + 1), 'øktene må stå i rekkefølge fra 1 til 5'),
});
export type Guide = z.infer<typeof GuideSchema>;
