/** One password-reset code: sha256 of the code, single use, valid until `expires_at` (epoch ms). */
export interface PasswordResetsTable {
  code_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}
