/** The latest Start over (spec §4), shown to the class's teacher. */
export interface StartOversTable {
  user_id: string;
  class_code: string;
  at: number;
}
