import { type Kysely, PostgresAdapter } from 'kysely';
import type { AppSettingsTable } from './tables/appSettings';
import type { AuditLogTable } from './tables/auditLog';
import type { ClassesTable, ClassSectionsTable } from './tables/classes';
import type { ClassPaceTable } from './tables/classPace';
import type { DisplayNamesTable } from './tables/displayNames';
import type { FeideIdentitiesTable, FeideLoginsTable } from './tables/feide';
import type { JobLocksTable } from './tables/jobLocks';
import type { PasswordResetsTable } from './tables/passwordResets';
import type { ProgressTable } from './tables/progress';
import type { RateLimitsTable } from './tables/rateLimits';
import type { SaveReceiptsTable } from './tables/saveReceipts';
import type { SchoolsTable } from './tables/schools';
import type { SessionsTable } from './tables/sessions';
import type { StartOversTable } from './tables/startOvers';
import type { TeacherAccountsTable, TeacherConfirmationsTable } from './tables/teacherVerification';
import type { UsersTable } from './tables/users';

export interface Database {
  users: UsersTable;
  classes: ClassesTable;
  class_sections: ClassSectionsTable;
  class_pace: ClassPaceTable;
  progress: ProgressTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  app_settings: AppSettingsTable;
  save_receipts: SaveReceiptsTable;
  schools: SchoolsTable;
  teacher_accounts: TeacherAccountsTable;
  teacher_confirmations: TeacherConfirmationsTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  start_overs: StartOversTable;
  display_names: DisplayNamesTable;
  feide_identities: FeideIdentitiesTable;
  feide_logins: FeideLoginsTable;
  job_locks: JobLocksTable;
}

/** For a query that needs what only PostgreSQL has (a row lock, a byte length). */
export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;
