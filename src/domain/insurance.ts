import type { InsuranceProduct, InsuranceScenario } from '../contracts/insurance';
import type { InsurancesResponse } from '../contracts/responses';

/**
 * Insurance (O5B, O5C). Chosen ids that match no product are ignored (content may change between school years); a
 * product chosen twice counts once.
 */

const chosenProducts = (products: readonly InsuranceProduct[], chosen: readonly string[]) => {
  const ids = new Set(chosen);
  return products.filter((product) => ids.has(product.id));
};

/** Choosing none is an answer: `{ chosen: [] }`. */
export function insurancesAnswer(value: unknown): InsurancesResponse | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const chosen = (value as { chosen?: unknown }).chosen;
  return Array.isArray(chosen) ? { chosen: chosen.filter((id): id is string => typeof id === 'string') } : null;
}

/** In the order of the products. */
export const chosenIds = (products: readonly InsuranceProduct[], value: unknown): string[] =>
  chosenProducts(products, insurancesAnswer(value)?.chosen ?? []).map((p) => p.id);

export function toggleInsurance(products: readonly InsuranceProduct[], value: unknown, id: string, checked: boolean): InsurancesResponse {
  const chosen = chosenIds(products, value).filter((other) => other !== id);
  return { chosen: chosenIds(products, { chosen: checked ? [...chosen, id] : chosen }) };
}

export function insuranceYearlyTotal(products: readonly InsuranceProduct[], chosen: readonly string[]): number {
  return chosenProducts(products, chosen).reduce((sum, product) => sum + product.yearlyPremium, 0);
}

/** Rounded to whole kroner, comparable with a monthly budget line. */
export function insuranceMonthlyTotal(products: readonly InsuranceProduct[], chosen: readonly string[]): number {
  return Math.round(insuranceYearlyTotal(products, chosen) / 12);
}

export function coveringProduct(scenario: InsuranceScenario, products: readonly InsuranceProduct[]): InsuranceProduct | undefined {
  return products.find((p) => p.id === scenario.coveredBy);
}

/** O5C: covered, the pupil pays the deductible (at most the loss); not covered, the whole loss. */
export function scenarioOutcome(scenario: InsuranceScenario, products: readonly InsuranceProduct[], chosen: readonly string[]) {
  const product = coveringProduct(scenario, chosenProducts(products, chosen));
  const loss = scenario.loss;
  const youPay = product ? Math.min(product.deductible, loss) : loss;
  return { covered: product !== undefined, youPay, insurerPays: loss - youPay, withoutCover: loss };
}

export type ScenarioOutcome = ReturnType<typeof scenarioOutcome>;

export function storedScenario(scenarios: readonly InsuranceScenario[], value: unknown): InsuranceScenario | null {
  const id = typeof value === 'object' && value !== null ? (value as { scenarioId?: unknown }).scenarioId : undefined;
  return scenarios.find((s) => s.id === id) ?? null;
}
