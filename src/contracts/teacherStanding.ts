/**
 * `unconfirmed` until the e-mail link is opened, `pending` an operator's approval, `active` may create classes.
 * Without zod, for the browser's admin chunk.
 */
export const TEACHER_STANDINGS = ['unconfirmed', 'pending', 'refused', 'active'] as const;
export type TeacherStanding = (typeof TEACHER_STANDINGS)[number];

/** Message keys of a teacher who may not change classes yet, by standing. */
export const TEACHER_STANDING_ERROR = {
  unconfirmed: 'txt_error_teacher_unconfirmed',
  pending: 'txt_error_teacher_pending',
  refused: 'txt_error_teacher_refused',
} as const;
