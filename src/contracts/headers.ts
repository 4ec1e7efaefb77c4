// Plain constants, free of zod, so the browser's adapters can use them without loading a schema library.

/** Header a save carries: a retried save with the same key is applied once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** On a save answered from an earlier one with the same key: nothing was written. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
