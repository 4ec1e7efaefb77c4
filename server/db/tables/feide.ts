export interface FeideIdentitiesTable {
  subject: string;
  user_id: string;
  role: 'pupil' | 'teacher';
  created_at: number;
}

/** A sign-in with Feide under way, then its outcome for the browser to collect. */
export interface FeideLoginsTable {
  id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  page: 'pupil' | 'teacher';
  lang: 'no' | 'nn';
  class_code: string | null;
  created_at: number;
  outcome: string | null;
}
