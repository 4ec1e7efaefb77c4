/** A class's pace (src/contracts/pace.ts): the activity it is held at, and the last «send alle hit». */
export interface ClassPaceTable {
  class_code: string;
  hold_okt: number | null;
  hold_activity: string | null;
  send_okt: number | null;
  send_activity: string | null;
  send_at: number | null;
  updated_at: number;
}
