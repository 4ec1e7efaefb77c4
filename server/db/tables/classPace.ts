/** See src/contracts/pace.ts. */
export interface ClassPaceTable {
  class_code: string;
  hold_okt: number | null;
  hold_activity: string | null;
  send_okt: number | null;
  send_activity: string | null;
  send_at: number | null;
  updated_at: number;
}
