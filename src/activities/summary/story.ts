import type { SummaryContent } from '../../../machines/contentPageMachine';
import { budgetFrom, summariseBudget } from '../../domain/budget';
import { creditFrom, loanCost, loanTermsOf } from '../../domain/credit';
import { coverChoiceOf } from '../../domain/coverChoice';
import { expensePlan, planBudgetOf } from '../../domain/expensePlan';
import { chosenIds, insuranceMonthlyTotal, insurancesAnswer, scenarioOutcome, storedScenario } from '../../domain/insurance';
import { pocketCost, pocketFrom } from '../../domain/pocket';
import { isCompleteBudget } from '../../domain/responseChecks';
import { comparePayment, paymentFrom } from '../../domain/saving';
import { netPay } from '../../domain/tax';
import { savingFrom } from '../../domain/savingAnswer';
import { chosenInterests } from '../interests/interests';
import { quizScore } from '../quiz/quizScore';
import type { StoryObjects } from '../../domain/story';


/** The pupil's whole story, never throwing on odd values; O5D and the PDF (src/pdf/pdfData.ts) both print it, so they agree. */
export function readStory(responses: Record<string, unknown>, objects: StoryObjects, content: SummaryContent) {
  const { job, unexpectedExpense, creditPurchase } = objects;
  const pay = job ? netPay(job.grossYearlySalary, content.tax) : null;

  const summaryOf = (value: unknown) => (pay && isCompleteBudget(value) ? summariseBudget(pay.netMonthly, budgetFrom(value), content.reference.categories) : null);
  const original = summaryOf(responses.O2B);
  const modified = summaryOf(responses.O2E);
  const inUse = modified ?? original;

  const saving = savingFrom(responses.O3B)?.monthly ?? null;
  const credit = creditFrom(responses.O3C);
  const offer = content.terms.offers.find((o) => o.id === credit?.offerId);
  const terms = creditPurchase && offer && credit ? loanTermsOf(offer, creditPurchase.price, credit.months) : null;
  const comparison = creditPurchase && saving && terms ? comparePayment(creditPurchase.price, saving, content.terms.savings.rate, terms) : null;

  const cover = unexpectedExpense ? coverChoiceOf(responses.O2D, unexpectedExpense) : null;
  const plan = unexpectedExpense && cover && inUse ? expensePlan(unexpectedExpense, planBudgetOf(inUse), cover) : null;

  const payment = paymentFrom(responses.O3D);
  const quiz = quizScore(content.quiz, responses.O4A);
  const pocket = pocketFrom(responses.O3E);
  const expense = content.pocketExpenses.find((e) => e.id === pocket?.expenseId);

  const { products, scenarios } = content.insurance;
  const insurancesChosen = insurancesAnswer(responses.O5B) ? chosenIds(products, responses.O5B) : null;
  // As O5C: once drawn, the accident stands.
  const scenario = storedScenario(scenarios, responses.O5C);
  const reflection = typeof responses.O5D === 'string' && responses.O5D.trim() !== '' ? responses.O5D.trim() : null;

  const paysByCredit = payment.choice === 'credit' && credit ? credit.months : null;
  const lived = pay ? { income: pay.netMonthly, months: { expense: plan?.months ?? null, credit: paysByCredit } } : null;

  return {
    // What the final budget is rebuilt from (livedBudget.ts storyBudget).
    lived,
    interests: chosenInterests(responses.O1A),
    industry: (typeof responses.O1C === 'string' && content.industries.find((i) => i.id === responses.O1C)?.title) || null,
    job: job && pay ? { title: job.title, grossYearly: pay.gross, netMonthly: pay.netMonthly, pay } : null,
    // The budget lived by: the modified one once complete, else the original (complete ones only).
    budget:
      inUse && original
        ? {
            code: modified ? ('O2E' as const) : ('O2B' as const),
            summary: inUse,
            forsikring: inUse.lines.find((l) => l.category === 'forsikring')?.amount ?? 0,
            original,
            modified,
          }
        : null,
    // The expense, and how it is paid back with the budget lived by (null until O2D is answered, or without a budget).
    unexpected: unexpectedExpense ? { title: unexpectedExpense.title, amount: unexpectedExpense.amount, plan } : null,
    cover,
    purchase: creditPurchase ? { title: creditPurchase.title, price: creditPurchase.price } : null,
    comparison,
    credit: comparison && terms && offer && saving ? { monthlySaving: saving, loan: loanCost(terms), offerTitle: offer.title } : null,
    // O3B has a monthly amount: a missing comparison then waits for O3C.
    savingDone: Boolean(saving),
    payment: payment.choice ? { choice: payment.choice, reason: payment.reason } : null,
    pocket: expense && pocket ? { expense, timesPerWeek: pocket.timesPerWeek, cost: pocketCost(expense.unitPrice, pocket.timesPerWeek) } : null,
    quiz: quiz.answered > 0 ? quiz : null,
    insurances: insurancesChosen
      ? {
          products: products.filter((p) => insurancesChosen.includes(p.id)),
          chosen: insurancesChosen,
          monthly: typeof objects.insuranceTotal === 'number' ? objects.insuranceTotal : insuranceMonthlyTotal(products, insurancesChosen),
        }
      : null,
    scenario,
    outcome: scenario && insurancesChosen ? scenarioOutcome(scenario, products, insurancesChosen) : null,
    reflection,
  };
}

export type Story = ReturnType<typeof readStory>;
