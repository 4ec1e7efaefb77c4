import { randomInt } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, type ClassSummary } from '../../../src/contracts/admin';
import { OKT_COUNT } from '../../../src/contracts/okt';
import type { ClassPace } from '../../../src/contracts/pace';
import { NO_PACE } from '../../../src/domain/pace';
import type { Database } from '../database';
import type { ClassesTable } from '../tables/classes';

/** Pupils see a class only while its teacher is confirmed and not refused: a class nobody vouches for is no class. */
function teacherStandsForClass(eb: ExpressionBuilder<Database, 'classes'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('teacher_accounts')
        .select('teacher_accounts.user_id')
        .whereRef('teacher_accounts.user_id', '=', 'classes.teacher_id')
        .where('teacher_accounts.status', 'in', ['unconfirmed', 'refused']),
    ),
  );
}

/** Which sessions a class may open (spec §3 "Class data from server"); undefined for a class pupils cannot see. */
export async function findClassAccess(db: Kysely<Database>, classCode: string): Promise<Record<string, boolean> | undefined> {
  const found = await db.selectFrom('classes').select('code').where('code', '=', classCode).where('archived', '=', 0).where(teacherStandsForClass).executeTakeFirst();
  if (!found) return undefined;
  const enabled = await db.selectFrom('class_sections').select('okt_number').where('class_code', '=', classCode).where('enabled', '=', 1).execute();
  const open = new Set(enabled.map((row) => Number(row.okt_number)));
  return Object.fromEntries(Array.from({ length: OKT_COUNT }, (_, i) => [String(i + 1), i === 0 || open.has(i + 1)]));
}

/** Undefined for a code no class has, or one whose teacher does not stand for it. */
export async function findClassState(db: Kysely<Database>, classCode: string): Promise<'open' | 'archived' | undefined> {
  const row = await db.selectFrom('classes').select('archived').where('code', '=', classCode).where(teacherStandsForClass).executeTakeFirst();
  return row && (Number(row.archived) === 1 ? 'archived' : 'open');
}

/** Draws an integer in [0, max). */
export type RandomInt = (max: number) => number;

export function randomClassCode(random: RandomInt = randomInt): string {
  return Array.from({ length: CLASS_CODE_LENGTH }, () => CLASS_CODE_ALPHABET[random(CLASS_CODE_ALPHABET.length)]).join('');
}

/** Far more than ever needed: with a few thousand classes, a drawn code is taken about once in 100 000 draws. */
const CODE_ATTEMPTS = 20;

export interface NewClass {
  teacherId: string;
  name: string;
  school: string;
  schoolYear: string;
  feideGroup?: string;
}

/**
 * A code is fresh when no class has it and no pupil has saved under it: the store accepts any code, so old records
 * must not join a new class. The insert decides a race.
 */
export async function createClass(
  db: Kysely<Database>,
  input: NewClass,
  now: number,
  terms: RetentionTerms,
  nextCode: () => string = randomClassCode,
): Promise<ClassSummary> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = nextCode();
    const used = await db.selectFrom('progress').select('class_code').where('class_code', '=', code).limit(1).executeTakeFirst();
    if (used) continue;
    const row = await db
      .insertInto('classes')
      .values({ code, teacher_id: input.teacherId, name: input.name, school: input.school, school_year: input.schoolYear, created_at: now, feide_group: input.feideGroup ?? null })
      .onConflict((oc) => oc.column('code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return toSummary(row, new Set(), 0, terms);
  }
  throw new Error(`Fant ingen ledig klassekode etter ${CODE_ATTEMPTS} forsøk`);
}

export interface ClassChanges {
  name?: string;
  school?: string;
  schoolYear?: string;
  archived?: { archived: boolean; at: number };
}

/** config.retention, for telling the teacher when a class's data goes. */
export interface RetentionTerms {
  months: number;
  archiveGraceDays: number;
}

/** The caller has checked that the class is the teacher's own. */
export async function updateClass(db: Kysely<Database>, classCode: string, changes: ClassChanges): Promise<void> {
  const set = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.school !== undefined ? { school: changes.school } : {}),
    ...(changes.schoolYear !== undefined ? { school_year: changes.schoolYear } : {}),
    ...(changes.archived !== undefined ? { archived: changes.archived.archived ? 1 : 0, archived_at: changes.archived.archived ? changes.archived.at : null } : {}),
  };
  if (Object.keys(set).length > 0) await db.updateTable('classes').set(set).where('code', '=', classCode).execute();
}

/** Sessions 2–5; session 1 is always open and is not listed. */
function sectionsOpen(enabled: ReadonlySet<number>): Record<string, boolean> {
  return Object.fromEntries(Array.from({ length: OKT_COUNT - 1 }, (_, i) => [String(i + 2), enabled.has(i + 2)]));
}

const DAY_MS = 24 * 60 * 60_000;

function toSummary(row: Selectable<ClassesTable>, open: ReadonlySet<number>, pupilCount: number, terms: RetentionTerms): ClassSummary {
  const archivedAt = Number(row.archived) === 1 && row.archived_at !== null ? Number(row.archived_at) : null;
  return {
    classCode: row.code,
    name: row.name,
    school: row.school,
    schoolYear: row.school_year,
    archived: Number(row.archived) === 1,
    createdAt: Number(row.created_at),
    sections: sectionsOpen(open),
    pupilCount,
    retention: { deletesAt: archivedAt === null ? null : archivedAt + terms.archiveGraceDays * DAY_MS, inactiveMonths: terms.months },
  };
}

/** The teacher's classes, newest first; a teacher trying a class is not counted as a pupil. */
export async function listTeacherClasses(db: Kysely<Database>, teacherId: string, terms: RetentionTerms, onlyCode?: string): Promise<ClassSummary[]> {
  let query = db.selectFrom('classes').selectAll().where('teacher_id', '=', teacherId);
  if (onlyCode !== undefined) query = query.where('code', '=', onlyCode);
  const rows = await query.orderBy('created_at', 'desc').orderBy('code').execute();
  if (rows.length === 0) return [];
  const codes = rows.map((row) => row.code);

  const enabled = await db.selectFrom('class_sections').select(['class_code', 'okt_number']).where('class_code', 'in', codes).where('enabled', '=', 1).execute();
  const counts = await db
    .selectFrom('progress')
    .innerJoin('users', 'users.id', 'progress.user_id')
    .select(['progress.class_code', (eb) => eb.fn.countAll().as('pupils')])
    .where('progress.class_code', 'in', codes)
    .where('users.has_teacher_access', '=', 0)
    .groupBy('progress.class_code')
    .execute();
  const pupils = new Map(counts.map((row) => [row.class_code, Number(row.pupils)]));

  return rows.map((row) => {
    const open = new Set(enabled.filter((e) => e.class_code === row.code).map((e) => Number(e.okt_number)));
    return toSummary(row, open, pupils.get(row.code) ?? 0, terms);
  });
}

export interface PupilRecord {
  userId: string;
  responses: unknown;
  lastUpdated: number;
  /** Activity code → when it was last saved. */
  savedAt?: Record<string, number>;
}

function savedAtOf(versions: string | null | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(versions ?? '{}');
  } catch {
    return out;
  }
  if (parsed === null || typeof parsed !== 'object') return out;
  for (const [code, stamp] of Object.entries(parsed as Record<string, unknown>)) {
    const at = (stamp as { editedAt?: unknown } | null)?.editedAt;
    if (typeof at === 'number' && Number.isFinite(at)) out[code] = at;
  }
  return out;
}

/** For counting progress; never leaves the server as it is. */
export async function listPupilRecords(db: Kysely<Database>, classCode: string): Promise<PupilRecord[]> {
  const rows = await db
    .selectFrom('progress')
    .innerJoin('users', 'users.id', 'progress.user_id')
    .select(['progress.user_id', 'progress.responses', 'progress.last_updated', 'progress.versions'])
    .where('progress.class_code', '=', classCode)
    .where('users.has_teacher_access', '=', 0)
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    responses: JSON.parse(row.responses) as unknown,
    lastUpdated: Number(row.last_updated),
    savedAt: savedAtOf(row.versions),
  }));
}

/** No row is no hold and nothing to follow. */
export async function findClassPace(db: Kysely<Database>, classCode: string): Promise<ClassPace> {
  const row = await db.selectFrom('class_pace').selectAll().where('class_code', '=', classCode).executeTakeFirst();
  if (!row) return NO_PACE;
  return {
    hold: row.hold_okt !== null && row.hold_activity !== null ? { okt: Number(row.hold_okt), activity: row.hold_activity } : null,
    sendTo: row.send_okt !== null && row.send_activity !== null && row.send_at !== null ? { okt: Number(row.send_okt), activity: row.send_activity, at: Number(row.send_at) } : null,
  };
}

/** What is not given stays. The caller has checked the class is the teacher's. */
export async function setClassPace(db: Kysely<Database>, classCode: string, change: Partial<ClassPace>, now: number): Promise<void> {
  const set = {
    ...(change.hold !== undefined ? { hold_okt: change.hold?.okt ?? null, hold_activity: change.hold?.activity ?? null } : {}),
    ...(change.sendTo !== undefined ? { send_okt: change.sendTo?.okt ?? null, send_activity: change.sendTo?.activity ?? null, send_at: change.sendTo?.at ?? null } : {}),
    updated_at: now,
  };
  await db
    .insertInto('class_pace')
    .values({ class_code: classCode, hold_okt: null, hold_activity: null, send_okt: null, send_activity: null, send_at: null, ...set })
    .onConflict((oc) => oc.column('class_code').doUpdateSet(set))
    .execute();
}
