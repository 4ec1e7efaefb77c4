import { z } from 'zod';
import { ClassCodeSchema, EmailSchema, PupilIdSchema } from './auth';
import { NAME_MAX, nameIssue, schoolYearIssue } from './classForm';
import { DisplayNameSchema } from './displayName';
import { KnowledgeGainSchema } from './knowledgeTest';
import { OKT_COUNT } from './okt';

/** Class codes are read aloud and typed by pupils: no 0/O, 1/I/L; 31⁶ codes, so a guessed code almost never hits a class. */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;

/** Classes one teacher may create in 24 hours: a school year's classes in a day, not a script's thousands. */
export const MAX_CLASSES_PER_TEACHER_PER_DAY = 20;

/** A rule of classForm.ts as a check of a string schema: its message key, on the value as typed. */
const ruled = (issue: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const messageKey = issue(value);
  if (messageKey) ctx.addIssue({ code: 'custom', message: messageKey });
};
const Name = (max: number) =>
  z
    .string({ error: 'txt_error_required' })
    .superRefine(ruled((v) => nameIssue(v, max)))
    .transform((v) => v.trim());
/** A school year as teachers write it: "2026/2027" (classForm.ts). */
export const SchoolYearSchema = z
  .string({ error: 'txt_error_school_year' })
  .superRefine(ruled(schoolYearIssue))
  .transform((v) => v.trim());

/** POST /api/class/create (bearer, teacher). The server makes the class code. */
export const CreateClassBody = z.strictObject({
  name: Name(NAME_MAX.name),
  school: Name(NAME_MAX.school),
  schoolYear: SchoolYearSchema,
  /** The signed grant of a Feide teaching group the teacher teaches; its pupils join at sign-in. */
  feideGroup: z.string({ error: 'txt_error_feide_group_invalid' }).min(10, 'txt_error_feide_group_invalid').max(2000, 'txt_error_feide_group_invalid').optional(),
});
/** POST /api/class/update: only the fields that change. */
export const UpdateClassBody = z.strictObject({
  classCode: ClassCodeSchema,
  name: Name(NAME_MAX.name).optional(),
  school: Name(NAME_MAX.school).optional(),
  schoolYear: SchoolYearSchema.optional(),
});
/** POST /api/class/archive: an archived class is hidden from pupils (its code stops working) but kept; false brings it back. */
export const ArchiveClassBody = z.strictObject({ classCode: ClassCodeSchema, archived: z.boolean() });
/** Deletes a class and its answers; `confirmCode` is the code typed again, as a deletion cannot be undone. */
export const DeleteClassBody = z.strictObject({ classCode: ClassCodeSchema, confirmCode: z.string().trim().toUpperCase().max(20) });
/** A pupil taken out of the class (their answers there go), by class-view row or sign-in address. */
export const RemovePupilBody = z.union([z.strictObject({ pupilId: PupilIdSchema }), z.strictObject({ email: EmailSchema })]);
/** The teacher corrects the name a pupil of their class is shown by; '' clears it (the pupil is then shown by their code). */
export const PupilDisplayNameBody = z.strictObject({ displayName: DisplayNameSchema });
/** How many records a deletion removed (the answers and the class row), for the teacher's confirmation. */
export const DeletedData = z.object({ records: z.number().int().min(0) });

/** Sessions 2–5 by number ("2" … "5"): true when the teacher has opened it for the class. */
export const SectionsOpenSchema = z.record(z.string().regex(/^[2-5]$/), z.boolean());

/** One of the teacher's classes, as `GET /api/list/class` lists them. */
export const ClassSummarySchema = z.object({
  classCode: z.string(),
  name: z.string(),
  school: z.string().nullable(),
  schoolYear: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.number(),
  sections: SectionsOpenSchema,
  pupilCount: z.number().int().min(0),
  /** An archived class is deleted at `deletesAt`; in an open class a pupil's answers go after `inactiveMonths` inactive. */
  retention: z.object({ deletesAt: z.number().nullable(), inactiveMonths: z.number().int().positive() }),
});
export type ClassSummary = z.infer<typeof ClassSummarySchema>;

/** `GET /api/list/school` (bearer): schools in the teacher's county. */
export const SchoolSchema = z.object({ id: z.string(), name: z.string(), fylkeId: z.string() });
export type School = z.infer<typeof SchoolSchema>;
/** `POST /api/school` (bearer, teacher): add a school missing from the list, in the teacher's county. */
export const AddSchoolBody = z.strictObject({ name: Name(NAME_MAX.school) });

/** One activity's state for one pupil; an activity missing from a pupil's map is not started. */
export const ActivityStateSchema = z.enum(['started', 'done']);
export type ActivityState = z.infer<typeof ActivityStateSchema>;

/** A question's text in both languages (the teacher may switch language; the server does not know which). */
const BothLanguages = z.object({ no: z.string(), nn: z.string() });

export const MostChosenWrongSchema = z.object({ id: z.string(), text: BothLanguages, count: z.number().int().min(1) });

/** One quiz or check question counted over the class's first answers; only counts leave the server, never who chose what. */
export const QuestionResultSchema = z.object({
  id: z.string(),
  text: BothLanguages,
  right: z.number().int().min(0),
  answered: z.number().int().min(0),
  mostChosenWrong: MostChosenWrongSchema.nullable(),
});
export type QuestionResult = z.infer<typeof QuestionResultSchema>;

/** The questions of one quiz or check-question activity, the most missed first. */
export const ActivityQuestionsSchema = z.object({ activity: z.string(), okt: z.number().int().min(1).max(OKT_COUNT), questions: z.array(QuestionResultSchema) });
export type ActivityQuestions = z.infer<typeof ActivityQuestionsSchema>;

/** One pupil's row in the class view: how far they are per activity; never their answers. */
export const PupilProgressSchema = z.object({
  /** The row's id in this class, never the pupil's account id or e-mail. */
  pupilId: z.string(),
  pseudonym: z.string(),
  /** Shown only to the pupil's teacher. */
  displayName: z.string().nullable(),
  completed: z.array(z.number().int().min(1).max(OKT_COUNT)),
  /** Activity code → started or done; activities not started are left out. */
  activities: z.record(z.string(), ActivityStateSchema),
  lastUpdated: z.number(),
  startedOverAt: z.number().nullable(),
  /** Activity code → when the pupil last saved it, for how long each activity takes (src/domain/needsHelp.ts). */
  savedAt: z.record(z.string(), z.number()),
});
export type PupilProgress = z.infer<typeof PupilProgressSchema>;

/** How far one class has come: counts per session and, per pupil under a pseudonym, which sessions are complete. Never answers. */
export const ClassProgressSchema = z.object({
  classCode: z.string(),
  pupils: z.number().int().min(0),
  sessions: z
    .array(
      z.object({
        okt: z.number().int().min(1).max(OKT_COUNT),
        started: z.number().int().min(0),
        completed: z.number().int().min(0),
        /** Pupils who may open the session now (session 1, the teacher's switch, or the session before finished). */
        open: z.number().int().min(0),
      }),
    )
    .length(OKT_COUNT),
  perPupil: z.array(PupilProgressSchema),
  questions: z.array(ActivityQuestionsSchema),
  /** The knowledge test's gain, among the pupils who took it before session 1 and after session 5 (src/domain/knowledgeTest.ts). */
  knowledge: KnowledgeGainSchema.optional(),
  countedAt: z.number(),
});
export type ClassProgress = z.infer<typeof ClassProgressSchema>;
