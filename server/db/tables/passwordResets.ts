/** Single use; only the code's sha256 is kept. */
export interface PasswordResetsTable {
  code_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}
