import type { SummaryContent } from '../../machines/contentPageMachine';
import type { PdfBuildInput } from '../../machines/pdfMachine';
import type { Source } from '../contracts/curriculum';
import { formatLocaleOf, type Lang } from '../contracts/lang';
import type { PdfContent } from '../contracts/pdf';
import { creditFrom } from '../domain/credit';
import { pupilKnowledge } from '../domain/knowledgeTest';
import { readStory, type Story } from '../activities/summary/story';
import type { StoryObjects } from '../domain/story';
import { formatAmount, formatPercent, formatSignedAmount } from '../domain/amount';
import { BUDGET_CATEGORIES } from '../contracts/budgetCategories';
import { type LivedBudget, storyBudget } from '../domain/livedBudget';

/** One printable block of a section: a table (first column names the row), a paragraph or a list. */
export type PdfBlock =
  | { kind: 'table'; head: string[] | null; rows: string[][]; /** Index of a row printed as a sum, or null. */ sumRow: number | null }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] };

export interface PdfSection {
  id: 'about' | 'job' | 'budget' | 'unexpected' | 'credit' | 'pocket' | 'insurance' | 'quiz' | 'knowledge' | 'reflection' | 'sources' | 'closing';
  heading: string;
  blocks: PdfBlock[];
}

/** Everything the PDF prints, already formatted: the document only lays it out. */
export interface PdfData {
  lang: Lang;
  fileName: string;
  title: string;
  /** "Laget av …" (when the pupil gave a name) and "Laget 21. november 2026". */
  byline: string[];
  intro: string;
  sections: PdfSection[];
  /** "Side {page} av {total}": filled in per page by the document. */
  pageLabel: string;
}

/** The sources behind the figures this pupil's story used, each once, in the order they appear. */
function sourcesUsed(responses: Record<string, unknown>, objects: StoryObjects, content: SummaryContent, story: Story): Source[] {
  const all: Source[] = [];
  if (objects.job) all.push(objects.job.source);
  if (story.job) all.push(...content.tax.sources);
  if (story.budget) for (const c of content.reference.categories) if (c.reference) all.push(c.reference.source);
  if (objects.unexpectedExpense) all.push(objects.unexpectedExpense.source);
  if (story.unexpected?.plan?.loan) all.push(story.unexpected.plan.loan.terms.source);
  if (objects.creditPurchase) all.push(objects.creditPurchase.source);
  const offer = content.terms.offers.find((o) => o.id === creditFrom(responses.O3C)?.offerId);
  if (story.comparison) all.push(content.terms.savings.source);
  if (offer) all.push(offer.source);
  if (story.pocket) all.push(story.pocket.expense.source);
  if (story.insurances) all.push(...story.insurances.products.map((p) => p.source));
  if (story.scenario) all.push(story.scenario.source);
  return [...new Map(all.map((s) => [`${s.name}|${s.url}|${s.year}`, s])).values()];
}

/** What the PDF prints beyond the story; every figure comes from readStory, the summary's one computation, never from one here. */
export function pdfExtras(
  responses: Record<string, unknown>,
  objects: StoryObjects,
  content: SummaryContent,
  story: Story,
  name: string | null = null,
  interestLabels: Record<string, string> = {},
) {
  return {
    name: name?.trim() || null,
    categories: content.reference.categories,
    sources: sourcesUsed(responses, objects, content, story),
    interestLabels,
    lived: story.lived && storyBudget(responses, story.lived.income, story.lived.months),
    // The knowledge test's two scores, once the second test (O5T) is done.
    knowledge: content.knowledgeTest ? pupilKnowledge(content.knowledgeTest, responses) : null,
  };
}

type PdfExtras = ReturnType<typeof pdfExtras>;

const table = (rows: string[][], sumRow: number | null = null, head: string[] | null = null): PdfBlock => ({ kind: 'table', head, rows, sumRow });
const text = (value: string): PdfBlock => ({ kind: 'text', text: value });

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `min-okonomi-2026-11-21.pdf`, by the pupil's local date. */
export function pdfFileName(date: Date): string {
  return `min-okonomi-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.pdf`;
}

/** "21. november 2026" in Bokmål or Nynorsk. */
export function formatLongDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(formatLocaleOf(lang), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** Everything the PDF summary prints, formatted, from the story, the PDF's texts and the extras; parts not done are left out. */
export function buildPdfData(story: Story, texts: PdfContent, lang: Lang, date: Date, extras: PdfExtras): PdfData {
  const L = texts.labels;
  const H = texts.headings;
  const sections: PdfSection[] = [];

  const about: PdfBlock[] = [];
  if (story.interests.length > 0) {
    about.push(text(`${L.interests}:`), { kind: 'list', items: story.interests.map((id) => extras.interestLabels[id] ?? id) });
  }
  const chosen = [...(story.industry ? [[L.industry, story.industry]] : []), ...(story.job ? [[L.job, story.job.title]] : [])];
  if (chosen.length > 0) about.push(table(chosen));
  if (about.length > 0) sections.push({ id: 'about', heading: H.about, blocks: about });

  if (story.job) {
    const p = story.job.pay;
    // The pay in short: the tax parts are the net pay activity's; the PDF gives their sum and rate.
    const rows = [
      [L.grossYearly, formatAmount(p.gross)],
      [L.totalTax, `${formatAmount(p.totalTax)} (${formatPercent(p.averageTaxRate)})`],
      [L.netYearly, formatAmount(p.netYearly)],
      [L.netMonthly, formatAmount(p.netMonthly)],
    ];
    sections.push({ id: 'job', heading: H.job, blocks: [table(rows, 3)] });
  }

  if (story.budget) {
    const { original } = story.budget;
    const after = story.budget.modified ?? original;
    const titleOf = (id: string) => extras.categories.find((c) => c.id === id)?.title ?? id;
    const amount = (v: number | null) => (v === null ? '' : formatAmount(v));
    // The modified budget's own line for the unexpected expense (O2E), so both columns add up as the pupil made them.
    const expense = story.budget.modified ? extras.lived?.temporary.find((t) => t.kind === 'expense') : undefined;
    const extra = expense?.monthly ?? 0;
    const rows = [
      ...original.lines.map((line, i) => [titleOf(line.category), amount(line.amount), amount(after.lines[i]?.amount ?? null)]),
      ...(expense ? [[fill(L.livedExpense, { months: expense.months ?? 0 }), '', formatAmount(extra)]] : []),
      [L.spent, formatAmount(original.spent), formatAmount(after.spent + extra)],
      [L.remaining, formatSignedAmount(original.remaining), formatSignedAmount(after.remaining - extra)],
    ];
    sections.push({
      id: 'budget',
      heading: H.budget,
      blocks: [
        text(`${L.income}: ${formatAmount(original.income)}`),
        table(rows, rows.length - 1, [L.budgetLine, L.original, L.modified]),
        ...livedBlocks(extras.lived, L, titleOf),
      ],
    });
  }

  if (story.unexpected) {
    const { plan } = story.unexpected;
    const rows = [[L.expense, `${story.unexpected.title}: ${formatAmount(story.unexpected.amount)}`]];
    if (plan) {
      rows.push(
        [L.coveredBy, L.cover[plan.choice]],
        [L.planMonthly, formatAmount(plan.monthly)],
        [L.planMonths, plan.months === null ? L.planNever : String(plan.months)],
        [L.planTotal, formatAmount(plan.totalPaid)],
      );
      if (plan.remainingDuring !== null) rows.push([L.remainingDuring, formatSignedAmount(plan.remainingDuring)]);
    }
    const blocks = [table(rows)];
    if (plan && plan.balances !== null && plan.remainingDuring !== null) {
      blocks.push(text(plan.balances ? L.planBalances : fill(L.planShort, { amount: formatAmount(Math.max(0, -plan.remainingDuring)) })));
    }
    sections.push({ id: 'unexpected', heading: H.unexpected, blocks });
  }

  if (story.purchase) {
    const blocks = [table([[L.purchase, `${story.purchase.title}: ${formatAmount(story.purchase.price)}`]])];
    const c = story.comparison;
    const credit = story.credit;
    if (c && credit) {
      const rows = [
        [L.monthlyPayment, formatAmount(credit.monthlySaving), formatAmount(credit.loan.monthlyTotal)],
        [L.months, c.saveMonths === null ? L.never : String(c.saveMonths), String(c.creditMonths)],
        [L.totalPaid, formatAmount(c.savePaid), formatAmount(c.creditPaid)],
        [L.effectiveRate, '', formatPercent(credit.loan.effectiveRate)],
        [L.extraCost, '', formatSignedAmount(c.extraCostOfCredit)],
      ];
      blocks.push(table(rows, 4, ['', L.saveUp, L.onCredit]));
    }
    if (story.payment) {
      blocks.push(text(`${L.choice}: ${story.payment.choice === 'save' ? L.choiceSave : L.choiceCredit}`));
      if (story.payment.reason.trim() !== '') blocks.push(text(`${L.reason}: «${story.payment.reason.trim()}»`));
    }
    sections.push({ id: 'credit', heading: H.credit, blocks });
  }

  if (story.pocket) {
    const { expense, timesPerWeek, cost } = story.pocket;
    const rows = [
      [L.pocketItem, `${expense.title}: ${formatAmount(expense.unitPrice)}`],
      [L.timesPerWeek, String(timesPerWeek)],
      [L.perMonth, formatAmount(cost.perMonth)],
      [L.perYear, formatAmount(cost.perYear)],
    ];
    sections.push({ id: 'pocket', heading: H.pocket, blocks: [table(rows, 3)] });
  }

  if (story.insurances) {
    const { products, monthly } = story.insurances;
    const blocks: PdfBlock[] = [
      products.length > 0
        ? { kind: 'list', items: products.map((p) => `${p.title}: ${formatAmount(Math.round(p.yearlyPremium / 12))} ${L.perMonth.toLowerCase()}`) }
        : text(L.noInsurance),
      table([[L.insuranceMonthly, formatAmount(monthly)]], 0),
    ];
    if (story.scenario && story.outcome) {
      const { youPay, withoutCover } = story.outcome;
      blocks.push(text(`${L.scenario}: ${story.scenario.title}. ${fill(L.scenarioYouPay, { youPay: formatAmount(youPay), loss: formatAmount(withoutCover) })}`));
    }
    sections.push({ id: 'insurance', heading: H.insurance, blocks });
  }

  if (story.quiz) {
    sections.push({ id: 'quiz', heading: H.quiz, blocks: [text(fill(L.quizScore, { correct: story.quiz.correct, total: story.quiz.total }))] });
  }

  if (extras.knowledge) {
    const { before, after, total } = extras.knowledge;
    const score = before === null ? fill(L.knowledgeAfterOnly, { after, total }) : fill(L.knowledgeScore, { before, after, total });
    sections.push({ id: 'knowledge', heading: H.knowledge, blocks: [text(score)] });
  }

  if (story.reflection) sections.push({ id: 'reflection', heading: H.reflection, blocks: [text(`«${story.reflection}»`)] });

  sections.push({ id: 'closing', heading: H.closing, blocks: [{ kind: 'list', items: texts.closing }] });
  // Last, on a page of their own in small type: the story comes first.
  if (extras.sources.length > 0) {
    sections.push({ id: 'sources', heading: H.sources, blocks: [{ kind: 'list', items: extras.sources.map((s) => `${s.name} (${s.year}): ${s.url}`) }] });
  }

  const dateText = formatLongDate(date, lang);
  return {
    lang,
    fileName: pdfFileName(date),
    title: texts.title,
    byline: [...(extras.name ? [fill(texts.madeBy, { name: extras.name })] : []), fill(texts.madeOn, { date: dateText })],
    intro: texts.intro,
    sections,
    pageLabel: L.page,
  };
}

/** The whole chain from answers to printable data: readStory (the summary's own reading), the extras, then buildPdfData. */
export function pdfDataFor({ lang, responses, objects, summary, texts, date, interestLabels }: PdfBuildInput): PdfData {
  const story = readStory(responses, objects, summary);
  return buildPdfData(story, texts, lang, date, pdfExtras(responses, objects, summary, story, null, interestLabels));
}

/** The budget at the end of the story, as the summary shows it (LivedBudgetTable): the same lines and figures. */
function livedBlocks(lived: LivedBudget | null, L: PdfContent['labels'], titleOf: (id: string) => string) {
  if (!lived) return [];
  const rows = [
    [L.income, formatAmount(lived.income)],
    ...BUDGET_CATEGORIES.map((c) => [titleOf(c), formatAmount(lived.lines[c])]),
    ...lived.temporary.map((t) => [fill(t.kind === 'expense' ? L.livedExpense : L.livedCredit, { months: t.months ?? 0 }), formatAmount(t.monthly)]),
    [L.unplaced, formatSignedAmount(lived.unplaced)],
  ];
  return [table(rows, rows.length - 1, [L.lived, ''])];
}
