/** One signed-in device: a token's `sid`. Made on the token's first use, which brings the device text. */
export interface SessionsTable {
  id: string;
  user_id: string;
  /** The account's token version this session holds; a password change carries the changing device's session over. */
  token_version: number;
  created_at: number;
  /** Moved at most once a minute, so a busy page does not write on every request. */
  last_seen_at: number;
  user_agent: string;
  revoked_at: number | null;
}
