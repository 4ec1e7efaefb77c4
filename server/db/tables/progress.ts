/** `users/{userId}/classes/{classCode}` of the spec: responses as JSON text and when they last changed. */
export interface ProgressTable {
  user_id: string;
  class_code: string;
  responses: string;
  last_updated: number;
}
