import type { InsuranceProduct, InsuranceScenario } from '../contracts/insurance';

/**
 * Insurance for a young adult (O5B, O5C): what the chosen products cost, what happens when something
 * goes wrong with and without cover, and whether the budget's forsikring line is enough.
 * Chosen ids that match no product are ignored (content may change between school years); a product
 * chosen twice is counted once.
 */

const chosenProducts = (products: readonly InsuranceProduct[], chosen: readonly string[]) => {
  const ids = new Set(chosen);
  return products.filter((product) => ids.has(product.id));
};

/** Sum of the chosen products' yearly premiums. */
export function insuranceYearlyTotal(products: readonly InsuranceProduct[], chosen: readonly string[]): number {
  return chosenProducts(products, chosen).reduce((sum, product) => sum + product.yearlyPremium, 0);
}

/** Sum of the chosen products' yearly premiums / 12, rounded to whole kroner: this becomes insuranceTotal, comparable with a monthly budget line. */
export function insuranceMonthlyTotal(products: readonly InsuranceProduct[], chosen: readonly string[]): number {
  return Math.round(insuranceYearlyTotal(products, chosen) / 12);
}

export interface ScenarioOutcome {
  /** The product that pays for this scenario was chosen. */
  covered: boolean;
  /** Covered: the deductible (egenandel), at most the loss; not covered: the whole loss. */
  youPay: number;
  /** loss − youPay. */
  insurerPays: number;
  /** The loss: what it would cost without insurance. */
  withoutCover: number;
  /** withoutCover − youPay: what the insurance saved. */
  saved: number;
}

/** The product among `products` that pays for the scenario, if there is one. */
export function coveringProduct(scenario: InsuranceScenario, products: readonly InsuranceProduct[]): InsuranceProduct | undefined {
  return products.find((p) => p.id === scenario.coveredBy);
}

/** O5C: what the pupil pays when the scenario happens, given the insurances chosen in O5B. */
export function scenarioOutcome(scenario: InsuranceScenario, products: readonly InsuranceProduct[], chosen: readonly string[]): ScenarioOutcome {
  const product = coveringProduct(scenario, chosenProducts(products, chosen));
  const loss = scenario.loss;
  const youPay = product ? Math.min(product.deductible, loss) : loss;
  return { covered: product !== undefined, youPay, insurerPays: loss - youPay, withoutCover: loss, saved: loss - youPay };
}

/**
 * Compare the chosen insurances with the budget's forsikring line (kroner a month).
 * difference = budgetLine − insuranceTotal: positive is money to spare, negative is how much the line
 * is short. enough = the line covers the insurances. Both null while the line is empty.
 */
export function compareWithBudget(insuranceTotal: number, budgetLine: number | null): { difference: number | null; enough: boolean | null } {
  if (budgetLine === null) return { difference: null, enough: null };
  const difference = budgetLine - insuranceTotal;
  return { difference, enough: difference >= 0 };
}
