/** Shown to the teacher of one class only. */
export interface DisplayNamesTable {
  user_id: string;
  class_code: string;
  display_name: string;
  updated_at: number;
}
