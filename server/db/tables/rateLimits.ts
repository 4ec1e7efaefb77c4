/** A fixed-window counter per key (action + hashed account or address), shared by all instances. */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
  /** The account's hash on a sign-in throttle, so the teacher's list finds it by index. */
  account: string | null;
}
