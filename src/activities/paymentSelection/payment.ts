import type { PaymentResponse } from '../../contracts/responses';

/** The longest reason stored. */
export const MAX_REASON_LENGTH = 500;

/** O3D as stored: the reason may be written before the choice is made, so a draft has `choice: null`. */
export interface PaymentDraft {
  choice: PaymentResponse['choice'] | null;
  reason: string;
}

const CHOICES: readonly string[] = ['save', 'credit'] satisfies PaymentResponse['choice'][];

/** The stored O3D answer or draft; an empty draft when nothing readable is stored. */
export function paymentFrom(value: unknown): PaymentDraft {
  if (typeof value !== 'object' || value === null) return { choice: null, reason: '' };
  const { choice, reason } = value as { choice?: unknown; reason?: unknown };
  return {
    choice: typeof choice === 'string' && CHOICES.includes(choice) ? (choice as PaymentResponse['choice']) : null,
    reason: typeof reason === 'string' ? reason.slice(0, MAX_REASON_LENGTH) : '',
  };
}
