import { type RawBuilder, sql } from 'kysely';
import type { Cutoffs } from './terms';

/**
 * What each rule finds due, as SQL conditions on a table alias. Each leaves out what another rule deletes with
 * something else, so a dry run counts nothing twice.
 */

type Condition = RawBuilder<boolean>;

const col = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** coalesce(last_active_at, updated_at) < t, written so that the index on last_active_at serves it. */
function inactiveSince(user: string, t: number): Condition {
  const lastActive = col(user, 'last_active_at');
  return sql<boolean>`(${lastActive} < ${t} or (${lastActive} is null and ${col(user, 'updated_at')} < ${t}))`;
}

/** Teacher access or a class of its own: a Firebase teacher whose row lacks the flag must never go on a pupil's term. */
function isTeacher(user: string): Condition {
  return sql<boolean>`(${col(user, 'has_teacher_access')} = 1 or exists (select 1 from classes as owned where owned.teacher_id = ${col(user, 'id')}))`;
}

/** Rule 1: a pupil's account with no activity for `months`. */
export function pupilDue(user: string, c: Cutoffs): Condition {
  return sql<boolean>`(not ${isTeacher(user)} and ${inactiveSince(user, c.activeBefore)})`;
}

/** Rule 4, second half: warned more than the warning days ago and not active since (signing in clears the warning). */
export function teacherDue(user: string, c: Cutoffs): Condition {
  const warnedAt = col(user, 'retention_warned_at');
  return sql<boolean>`(${isTeacher(user)} and ${warnedAt} < ${c.warnedBefore} and ${inactiveSince(user, c.teacherActiveBefore)} and coalesce(${col(user, 'last_active_at')}, ${col(user, 'updated_at')}) < ${warnedAt})`;
}

/** Rule 4, first half: a teacher with no activity for `teacherMonths`, not warned yet. */
export function teacherToWarn(user: string, c: Cutoffs): Condition {
  return sql<boolean>`(${isTeacher(user)} and ${col(user, 'retention_warned_at')} is null and ${inactiveSince(user, c.teacherActiveBefore)})`;
}

function accountDue(user: string, c: Cutoffs): Condition {
  return sql<boolean>`(${pupilDue(user, c)} or ${teacherDue(user, c)})`;
}

function ownerDue(klass: string, owner: string, c: Cutoffs): Condition {
  return sql<boolean>`exists (select 1 from users as ${sql.id(owner)} where ${col(owner, 'id')} = ${col(klass, 'teacher_id')} and ${accountDue(owner, c)})`;
}

/** Rule 3: archived longer ago than the grace period; a class without archived_at is kept. */
export function classDue(klass: string, c: Cutoffs): Condition {
  const archivedAt = col(klass, 'archived_at');
  return sql<boolean>`(${col(klass, 'archived')} = 1 and ${archivedAt} is not null and ${archivedAt} < ${c.archivedBefore} and not ${ownerDue(klass, `${klass}_owner`, c)})`;
}

/** Rule 2: a class record with no save for `months`, unless its account or its class goes by another rule. */
export function recordDue(record: string, c: Cutoffs): Condition {
  const user = `${record}_user`;
  const klass = `${record}_class`;
  return sql<boolean>`(${col(record, 'last_updated')} < ${c.activeBefore}
    and not exists (select 1 from users as ${sql.id(user)} where ${col(user, 'id')} = ${col(record, 'user_id')} and ${accountDue(user, c)})
    and not exists (select 1 from classes as ${sql.id(klass)} where ${col(klass, 'code')} = ${col(record, 'class_code')} and (${classDue(klass, c)} or ${ownerDue(klass, `${klass}_owner`, c)})))`;
}
