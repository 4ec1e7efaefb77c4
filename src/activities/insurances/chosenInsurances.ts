import type { InsurancesResponse } from '../../contracts/responses';
import type { InsuranceProduct } from '../../contracts/insurance';

/** The O5B answer, if the pupil has made one (choosing none is an answer: `{ chosen: [] }`). */
export function insurancesAnswer(value: unknown): InsurancesResponse | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const chosen = (value as { chosen?: unknown }).chosen;
  return Array.isArray(chosen) ? { chosen: chosen.filter((id): id is string => typeof id === 'string') } : null;
}

/** The chosen ids that are still products, in the order of the products. */
export function chosenIds(products: readonly InsuranceProduct[], value: unknown): string[] {
  const chosen = new Set(insurancesAnswer(value)?.chosen ?? []);
  return products.filter((p) => chosen.has(p.id)).map((p) => p.id);
}

/** The answer after ticking or unticking one product. */
export function toggleInsurance(products: readonly InsuranceProduct[], value: unknown, id: string, checked: boolean): InsurancesResponse {
  const chosen = new Set(chosenIds(products, value));
  if (checked) chosen.add(id);
  else chosen.delete(id);
  return { chosen: products.filter((p) => chosen.has(p.id)).map((p) => p.id) };
}

