/** One signed-in device: a token's `sid`. */
export interface SessionsTable {
  id: string;
  user_id: string;
  /** A password change carries the changing device's session over to the new version. */
  token_version: number;
  created_at: number;
  /** Moved at most once a minute, so a busy page does not write on every request. */
  last_seen_at: number;
  user_agent: string;
  revoked_at: number | null;
}
