import type { Generated } from 'kysely';

/** `users/{userId}` of the spec: one row per account. Booleans are 0/1 so SQLite and PostgreSQL agree. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  has_teacher_access: Generated<number>;
  fylke_id: string | null;
  fylke_email: string | null;
  /** Raised on sign-out and password change; tokens carrying an older version are refused. */
  token_version: Generated<number>;
  created_at: number;
  updated_at: number;
}
