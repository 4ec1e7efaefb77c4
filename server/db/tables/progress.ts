import type { Generated } from 'kysely';

/** `users/{userId}/classes/{classCode}` of the spec: responses as JSON text and when they last changed. */
export interface ProgressTable {
  user_id: string;
  class_code: string;
  responses: string;
  /** JSON `{ [activityCode]: { version, editedAt } }`: every activity ever saved, cleared ones included. */
  versions: Generated<string>;
  /** Counts the row's writes. */
  revision: Generated<number>;
  last_updated: number;
  /** When the record was made (the pupil joined the class); null only where it was made outside the store. */
  joined_at: number | null;
}
