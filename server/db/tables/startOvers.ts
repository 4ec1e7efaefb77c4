/** The latest time a pupil started over in a class (spec §4 Start over), shown to the class's teacher. */
export interface StartOversTable {
  user_id: string;
  class_code: string;
  at: number;
}
