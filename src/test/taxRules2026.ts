import type { TaxRules } from '../contracts/curriculum';

/** The 2026 figures from domain-data.md, built here so the tests do not depend on the content files. */
export const RULES_2026: TaxRules = {
  year: 2026,
  ordinaryIncomeRate: 0.22,
  socialSecurityRate: 0.076,
  socialSecurityLowerLimit: 99_650,
  socialSecurityPhaseInRate: 0.25,
  personalAllowance: 114_540,
  minimumDeductionRate: 0.46,
  minimumDeductionMax: 95_700,
  bracketTax: [
    { from: 226_100, rate: 0.017 },
    { from: 318_300, rate: 0.04 },
    { from: 725_050, rate: 0.137 },
    { from: 980_100, rate: 0.168 },
    { from: 1_467_200, rate: 0.178 },
  ],
  sources: [{ name: 'regjeringen.no, Skattesatser 2026', url: 'https://www.regjeringen.no/', year: 2026 }],
};
