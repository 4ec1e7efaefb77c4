import type { Generated } from 'kysely';

/** `users/{userId}/classes/{classCode}` of the spec; responses as JSON text. */
export interface ProgressTable {
  user_id: string;
  class_code: string;
  responses: string;
  /** JSON `{ [activityCode]: { version, editedAt } }`: every activity ever saved, cleared ones included. */
  versions: Generated<string>;
  revision: Generated<number>;
  last_updated: number;
  /** When the pupil joined the class; null only where the record was made outside the store. */
  joined_at: number | null;
}
