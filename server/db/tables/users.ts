import type { Generated } from 'kysely';

/** `users/{userId}` of the spec. Booleans are 0/1 so SQLite and PostgreSQL agree. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  has_teacher_access: Generated<number>;
  fylke_id: string | null;
  fylke_email: string | null;
  /** Raised on sign-out and password change; tokens carrying an older version are refused. */
  token_version: Generated<number>;
  /** Set with a teacher's temporary password: the pupil must choose a new one first. */
  must_change_password: Generated<number>;
  created_at: number;
  updated_at: number;
  /** Moved at most once a minute; retention counts from it. */
  last_active_at: number | null;
  /** When an unused teacher account was warned of deletion; cleared when it is used again. */
  retention_warned_at: number | null;
}
