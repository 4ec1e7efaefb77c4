import type { SummaryContent } from '../../machines/contentPageMachine';
import type { Source } from '../contracts/curriculum';
import { formatLocaleOf, type Lang } from '../contracts/lang';
import type { PdfContent } from '../contracts/pdf';
import { formatRate } from '../activities/creditMonthly/credit';
import { readStory, type Story } from '../activities/summary/story';
import type { StoryObjects } from '../domain/story';
import { formatAmount, formatSignedAmount } from '../domain/amount';
import { BUDGET_CATEGORIES } from '../contracts/budgetCategories';
import { type LivedBudget, storyBudget } from '../domain/livedBudget';

/** One printable block of a section: a table (first column names the row), a paragraph or a list. */
export type PdfBlock =
  | { kind: 'table'; head: string[] | null; rows: string[][]; /** Index of a row printed as a sum, or null. */ sumRow: number | null }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] };

export interface PdfSection {
  id: 'about' | 'job' | 'budget' | 'unexpected' | 'credit' | 'pocket' | 'insurance' | 'quiz' | 'reflection' | 'sources' | 'closing';
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

/**
 * What the PDF prints beyond the story: the pupil's name, the budget lines' titles and the sources. Every
 * figure comes from the story (readStory), the summary's one computation, never from a computation here.
 */
export interface PdfExtras {
  /** The pupil's name, where the app has one (O1A stores interests, not a name, today). */
  name: string | null;
  categories: SummaryContent['reference']['categories'];
  sources: Source[];
  /** O1A's interest ids with their texts from the catalogue (react-intl), in the pupil's language. */
  interestLabels: Record<string, string>;
  /** The budget at the end of the story, as the summary shows it. */
  lived: LivedBudget | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sources behind the figures this pupil's story used, each once, in the order they appear. */
function sourcesUsed(responses: Record<string, unknown>, objects: StoryObjects, content: SummaryContent, story: Story): Source[] {
  const all: Source[] = [];
  if (objects.job) all.push(objects.job.source);
  if (story.job) all.push(...content.tax.sources);
  if (story.budget) for (const c of content.reference.categories) if (c.reference) all.push(c.reference.source);
  if (objects.unexpectedExpense) all.push(objects.unexpectedExpense.source);
  if (story.unexpected?.plan?.loan) all.push(story.unexpected.plan.loan.terms.source);
  if (objects.creditPurchase) all.push(objects.creditPurchase.source);
  const offer = isObject(responses.O3C) ? content.terms.offers.find((o) => o.id === (responses.O3C as Record<string, unknown>).offerId) : undefined;
  if (story.comparison) all.push(content.terms.savings.source);
  if (offer) all.push(offer.source);
  if (story.pocket) all.push(story.pocket.expense.source);
  if (story.insurances) all.push(...story.insurances.products.map((p) => p.source));
  if (story.scenario) all.push(story.scenario.source);
  const seen = new Set<string>();
  return all.filter((s) => {
    const key = `${s.name}|${s.url}|${s.year}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Reads what buildPdfData needs beyond the story: the name, the line titles, the sources and the interests' texts. */
export function pdfExtras(
  responses: Record<string, unknown>,
  objects: StoryObjects,
  content: SummaryContent,
  story: Story,
  name: string | null = null,
  interestLabels: Record<string, string> = {},
): PdfExtras {
  return {
    name: name && name.trim() !== '' ? name.trim() : null,
    categories: content.reference.categories,
    sources: sourcesUsed(responses, objects, content, story),
    interestLabels,
    lived: story.lived && storyBudget(responses, story.lived.income, story.lived.months),
  };
}

/** Fills {placeholders} in a content text. */
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

/**
 * Everything the PDF summary prints, from the pupil's story (readStory), the PDF's texts and the extras:
 * amounts formatted with formatAmount (formatSignedAmount for what is left), rates with one decimal.
 * Parts the pupil has not done are left out (the button only shows once everything is done).
 */
export function buildPdfData(story: Story, texts: PdfContent, lang: Lang, date: Date, extras: PdfExtras): PdfData {
  const L = texts.labels;
  const H = texts.headings;
  const sections: PdfSection[] = [];

  // Who the pupil is in the story: what matters to them in a job, the industry and the job they chose.
  const about: PdfBlock[] = [];
  if (story.interests.length > 0) {
    about.push({ kind: 'text', text: `${L.interests}:` }, { kind: 'list', items: story.interests.map((id) => extras.interestLabels[id] ?? id) });
  }
  const chosen = [...(story.industry ? [[L.industry, story.industry]] : []), ...(story.job ? [[L.job, story.job.title]] : [])];
  if (chosen.length > 0) about.push({ kind: 'table', head: null, sumRow: null, rows: chosen });
  if (about.length > 0) sections.push({ id: 'about', heading: H.about, blocks: about });

  if (story.job) {
    const p = story.job.pay;
    // The pay in short: the tax parts are the net pay activity's; the PDF gives their sum and rate.
    sections.push({
      id: 'job',
      heading: H.job,
      blocks: [
        {
          kind: 'table',
          head: null,
          sumRow: 3,
          rows: [
            [L.grossYearly, formatAmount(p.gross)],
            [L.totalTax, `${formatAmount(p.totalTax)} (${formatRate(p.averageTaxRate)})`],
            [L.netYearly, formatAmount(p.netYearly)],
            [L.netMonthly, formatAmount(p.netMonthly)],
          ],
        },
      ],
    });
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
      ...(expense ? [[L.livedExpense.replace('{months}', String(expense.months ?? 0)), '', formatAmount(extra)]] : []),
      [L.spent, formatAmount(original.spent), formatAmount(after.spent + extra)],
      [L.remaining, formatSignedAmount(original.remaining), formatSignedAmount(after.remaining - extra)],
    ];
    sections.push({
      id: 'budget',
      heading: H.budget,
      blocks: [
        { kind: 'text', text: `${L.income}: ${formatAmount(original.income)}` },
        { kind: 'table', head: [L.budgetLine, L.original, L.modified], rows, sumRow: rows.length - 1 },
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
    const blocks: PdfBlock[] = [{ kind: 'table', head: null, sumRow: null, rows }];
    if (plan?.balances !== null && plan?.balances !== undefined && plan.remainingDuring !== null) {
      blocks.push({ kind: 'text', text: plan.balances ? L.planBalances : fill(L.planShort, { amount: formatAmount(Math.max(0, -plan.remainingDuring)) }) });
    }
    sections.push({ id: 'unexpected', heading: H.unexpected, blocks });
  }

  if (story.purchase) {
    const blocks: PdfBlock[] = [{ kind: 'table', head: null, sumRow: null, rows: [[L.purchase, `${story.purchase.title}: ${formatAmount(story.purchase.price)}`]] }];
    const c = story.comparison;
    const credit = story.credit;
    if (c && credit) {
      blocks.push({
        kind: 'table',
        head: ['', L.saveUp, L.onCredit],
        sumRow: 4,
        rows: [
          [L.monthlyPayment, formatAmount(credit.monthlySaving), formatAmount(credit.loan.monthlyTotal)],
          [L.months, c.saveMonths === null ? L.never : String(c.saveMonths), String(c.creditMonths)],
          [L.totalPaid, formatAmount(c.savePaid), formatAmount(c.creditPaid)],
          [L.effectiveRate, '', formatRate(credit.loan.effectiveRate)],
          [L.extraCost, '', formatSignedAmount(c.extraCostOfCredit)],
        ],
      });
    }
    if (story.payment) {
      blocks.push({ kind: 'text', text: `${L.choice}: ${story.payment.choice === 'save' ? L.choiceSave : L.choiceCredit}` });
      if (story.payment.reason.trim() !== '') blocks.push({ kind: 'text', text: `${L.reason}: «${story.payment.reason.trim()}»` });
    }
    sections.push({ id: 'credit', heading: H.credit, blocks });
  }

  if (story.pocket) {
    const { expense, timesPerWeek, cost } = story.pocket;
    sections.push({
      id: 'pocket',
      heading: H.pocket,
      blocks: [
        {
          kind: 'table',
          head: null,
          sumRow: 3,
          rows: [
            [L.pocketItem, `${expense.title}: ${formatAmount(expense.unitPrice)}`],
            [L.timesPerWeek, String(timesPerWeek)],
            [L.perMonth, formatAmount(cost.perMonth)],
            [L.perYear, formatAmount(cost.perYear)],
          ],
        },
      ],
    });
  }

  if (story.insurances) {
    const { products, monthly } = story.insurances;
    const blocks: PdfBlock[] = [
      products.length > 0
        ? { kind: 'list', items: products.map((p) => `${p.title}: ${formatAmount(Math.round(p.yearlyPremium / 12))} ${L.perMonth.toLowerCase()}`) }
        : { kind: 'text', text: L.noInsurance },
      { kind: 'table', head: null, sumRow: 0, rows: [[L.insuranceMonthly, formatAmount(monthly)]] },
    ];
    if (story.scenario && story.outcome) {
      const outcome = story.outcome;
      blocks.push({
        kind: 'text',
        text: `${L.scenario}: ${story.scenario.title}. ${fill(L.scenarioYouPay, { youPay: formatAmount(outcome.youPay), loss: formatAmount(outcome.withoutCover) })}`,
      });
    }
    sections.push({ id: 'insurance', heading: H.insurance, blocks });
  }

  if (story.quiz) {
    sections.push({ id: 'quiz', heading: H.quiz, blocks: [{ kind: 'text', text: fill(L.quizScore, { correct: story.quiz.correct, total: story.quiz.total }) }] });
  }

  if (story.reflection) sections.push({ id: 'reflection', heading: H.reflection, blocks: [{ kind: 'text', text: `«${story.reflection}»` }] });

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

/** What a download needs: the pupil's answers and objects, the story's content, the PDF's texts, the language and the date. */
export interface PdfRequest {
  lang: Lang;
  responses: Record<string, unknown>;
  objects: StoryObjects;
  summary: SummaryContent;
  texts: PdfContent;
  date: Date;
  name?: string | null;
  /** O1A's interest ids with their texts from the catalogue; an id without one is printed as it is. */
  interestLabels?: Record<string, string>;
}

/** The whole chain from answers to printable data: readStory (the summary's own reading), the extras, then buildPdfData. */
export function pdfDataFor({ lang, responses, objects, summary, texts, date, name = null, interestLabels = {} }: PdfRequest): PdfData {
  const story = readStory(responses, objects, summary);
  return buildPdfData(story, texts, lang, date, pdfExtras(responses, objects, summary, story, name, interestLabels));
}

/** The budget at the end of the story, as the summary shows it (LivedBudgetTable): the same lines and figures. */
function livedBlocks(lived: LivedBudget | null, L: PdfContent['labels'], titleOf: (id: string) => string) {
  if (!lived) return [];
  const months = (label: string, n: number | null) => label.replace('{months}', String(n ?? 0));
  const rows = [
    [L.income, formatAmount(lived.income)],
    ...BUDGET_CATEGORIES.map((c) => [titleOf(c), formatAmount(lived.lines[c])]),
    ...lived.temporary.map((t) => [months(t.kind === 'expense' ? L.livedExpense : L.livedCredit, t.months), formatAmount(t.monthly)]),
    [L.unplaced, formatSignedAmount(lived.unplaced)],
  ];
  return [{ kind: 'table' as const, head: [L.lived, ''], rows, sumRow: rows.length - 1 }];
}
