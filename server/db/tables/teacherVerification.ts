/** A teacher without a row (an account older than verification) counts as approved. */
export interface TeacherAccountsTable {
  user_id: string;
  status: 'unconfirmed' | 'confirmed' | 'approved' | 'refused';
  created_at: number;
  updated_at: number;
}

/** Single use; only the token's sha256 is kept. */
export interface TeacherConfirmationsTable {
  token_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}
