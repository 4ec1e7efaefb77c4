/** A retry with the same idempotency key by the same user is answered from here. */
export interface SaveReceiptsTable {
  idempotency_key: string;
  user_id: string;
  class_code: string;
  last_updated: number;
  created_at: number;
}
