import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type Faq, FaqSchema, type Fylke, FylkeListSchema, type Page, PageSchema } from '../../src/contracts/content';
import { SchoolYearSchema } from '../../src/contracts/contentYear';
import { type Session1Content, Session1ContentSchema, type TaxRules, TaxRulesSchema } from '../../src/contracts/curriculum';
import { LANGS, type Lang } from '../../src/contracts/lang';
import { OKT_COUNT, type OktContent, OktContentFileSchema } from '../../src/contracts/okt';
import type { Guide } from '../../src/contracts/guide';
import type { KnowledgeTest } from '../../src/contracts/knowledgeTest';
import { type PdfContent, PdfContentSchema } from '../../src/contracts/pdf';
import type { ContentYears } from './contentYear';
import { loadGuide } from './guide';
import { loadKnowledgeTest } from './knowledgeTest';
import { firstFigureDifference, type LaterSessions, loadLaterSessions } from './laterSessions';
import { findRichTextProblems } from './richTextCheck';

export interface Content extends LaterSessions, ContentYears {
  pages: Record<Lang, ReadonlyMap<string, Page>>;
  faq: Record<Lang, Faq>;
  fylker: readonly Fylke[];
  /** The five sessions in order, index 0 is session 1. */
  okter: Record<Lang, OktContent[]>;
  okt1: Record<Lang, Session1Content>;
  /** All text, so no same-figures rule between the languages. */
  pdf: Record<Lang, PdfContent>;
  /** Answer key included: served to teachers only. */
  guide: Record<Lang, Guide>;
  knowledgeTest: Record<Lang, KnowledgeTest>;
}

const TAX_FILE = /^tax-(\d{4})\.json$/;

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(file: string, field: string, problem: string) {
    super(`Feil i innholdsfilen ${path.relative(process.cwd(), file) || file}, felt «${field}»: ${problem}`);
  }
}

/** Reads and checks every content file; the first problem stops start-up with the file and field named. */
export function loadContent(contentDir: string): Content {
  function readJson<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'filen mangler' : `ikke gyldig JSON (${(err as Error).message})`;
      throw new ContentError(file, '(hele filen)', reason);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ContentError(file, issue.path.join('.') || '(rot)', issue.message);
    }
    return parsed.data;
  }

  function checkRichText(file: string, field: string, html: string) {
    const [problem] = findRichTextProblems(html);
    if (problem) throw new ContentError(file, field, problem);
  }

  /** The rules the schema cannot express: order, the last session, and each session's chain of activities. */
  function checkOkter(file: string, okter: OktContent[]) {
    if (okter.length !== OKT_COUNT) throw new ContentError(file, 'okter', `må ha nøyaktig ${OKT_COUNT} økter, har ${okter.length}`);
    const codes = new Set<string>();
    okter.forEach((okt, i) => {
      const at = `okter.${i}`;
      const isLast = i === okter.length - 1;
      if (okt.id !== i + 1) throw new ContentError(file, `${at}.id`, `må være ${i + 1}: øktene står i rekkefølge fra 1`);
      if (okt.url !== `/okt/${okt.id}`) throw new ContentError(file, `${at}.url`, `må være /okt/${okt.id}`);
      if (okt.isLastSection !== isLast) {
        throw new ContentError(file, `${at}.isLastSection`, isLast ? 'må være true for den siste økta' : 'kan bare være true for den siste økta');
      }
      okt.activities.forEach((activity, j) => {
        const code = activity.activity_code;
        if (codes.has(code)) throw new ContentError(file, `${at}.activities.${j}.activity_code`, `«${code}» er brukt før`);
        codes.add(code);
        // Completion and access read the session from the code (O2E belongs to økt 2), so they must agree.
        if (code[1] !== String(okt.id)) throw new ContentError(file, `${at}.activities.${j}.activity_code`, `«${code}» hører ikke til økt ${okt.id}`);
        const next = okt.activities[j + 1]?.activity_code ?? false;
        if (activity.next_activity !== next) {
          const problem = next ? `må være «${next}», den neste aktiviteten i økta` : 'må være false for den siste aktiviteten i økta';
          throw new ContentError(file, `${at}.activities.${j}.next_activity`, problem);
        }
      });
    });
  }

  /** Beyond the schema: unique ids, known industries, and pay a pupil can compare. */
  function checkSession1(file: string, okt1: Session1Content) {
    const industryIds = new Set<string>();
    okt1.industries.forEach((industry, i) => {
      if (industryIds.has(industry.id)) throw new ContentError(file, `industries.${i}.id`, `«${industry.id}» er brukt før`);
      industryIds.add(industry.id);
      industry.interests.forEach((interest, k) => {
        if (industry.interests.indexOf(interest) !== k) throw new ContentError(file, `industries.${i}.interests.${k}`, `«${interest}» er brukt før`);
      });
    });
    const jobIds = new Set<string>();
    const jobsPerIndustry = new Map<string, number>();
    okt1.jobs.forEach((job, j) => {
      if (jobIds.has(job.id)) throw new ContentError(file, `jobs.${j}.id`, `«${job.id}» er brukt før`);
      jobIds.add(job.id);
      if (!industryIds.has(job.industryId)) throw new ContentError(file, `jobs.${j}.industryId`, `«${job.industryId}» er ingen bransje i filen`);
      jobsPerIndustry.set(job.industryId, (jobsPerIndustry.get(job.industryId) ?? 0) + 1);
    });
    okt1.industries.forEach((industry, i) => {
      const count = jobsPerIndustry.get(industry.id) ?? 0;
      if (count < 2) throw new ContentError(file, `industries.${i}`, `«${industry.id}» må ha minst 2 jobber, har ${count}`);
    });
    checkPayDiffers(file, okt1.jobs);
  }

  /** The job choice must matter: jobs that share a figure teach nothing, and neither do figures close together. */
  function checkPayDiffers(file: string, jobs: Session1Content['jobs']) {
    const jobsWithPay = new Map<number, string[]>();
    for (const job of jobs) jobsWithPay.set(job.grossYearlySalary, [...(jobsWithPay.get(job.grossYearlySalary) ?? []), job.id]);
    const ownFigure = jobs.filter((job) => jobsWithPay.get(job.grossYearlySalary)!.length === 1).length;
    if (ownFigure * 4 < jobs.length * 3) {
      const j = jobs.findIndex((job) => jobsWithPay.get(job.grossYearlySalary)!.length > 1);
      const others = jobsWithPay.get(jobs[j]!.grossYearlySalary)!.filter((id) => id !== jobs[j]!.id);
      throw new ContentError(
        file,
        `jobs.${j}.grossYearlySalary`,
        `${jobs[j]!.grossYearlySalary} er også lønna til ${others.map((id) => `«${id}»`).join(', ')}: minst tre av fire jobber må ha en lønn ingen annen jobb har, men bare ${ownFigure} av ${jobs.length} har det`,
      );
    }
    const lowest = jobs.reduce((a, b) => (b.grossYearlySalary < a.grossYearlySalary ? b : a));
    const highest = jobs.reduce((a, b) => (b.grossYearlySalary > a.grossYearlySalary ? b : a));
    // In whole numbers: highest ≥ 1.35 × lowest.
    if (highest.grossYearlySalary * 100 < lowest.grossYearlySalary * 135) {
      throw new ContentError(
        file,
        `jobs.${jobs.indexOf(highest)}.grossYearlySalary`,
        `den høyeste lønna (${highest.grossYearlySalary}, «${highest.id}») må være minst 35 % høyere enn den laveste (${lowest.grossYearlySalary}, «${lowest.id}»)`,
      );
    }
  }

  /** Tax steps apply from increasing incomes, or the calculation would count a band twice. */
  function checkTax(file: string, tax: TaxRules) {
    tax.bracketTax.forEach((step, i) => {
      const previous = tax.bracketTax[i - 1];
      if (previous && step.from <= previous.from) {
        throw new ContentError(file, `bracketTax.${i}.from`, `må være større enn trinnet før (${previous.from})`);
      }
    });
  }

  const pages = {} as Record<Lang, Map<string, Page>>;
  const faq = {} as Record<Lang, Faq>;
  const okter = {} as Record<Lang, OktContent[]>;
  const okt1 = {} as Record<Lang, Session1Content>;
  const pdf = {} as Record<Lang, PdfContent>;
  for (const lang of LANGS) {
    const dir = path.join(contentDir, lang, 'pages');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
    const map = new Map<string, Page>();
    for (const name of files) {
      const file = path.join(dir, name);
      const page = readJson(file, PageSchema);
      if (`${page.slug}.json` !== name) throw new ContentError(file, 'slug', `må være lik filnavnet (${name.replace(/\.json$/, '')})`);
      checkRichText(file, 'body', page.body);
      map.set(page.slug, page);
    }
    pages[lang] = map;

    const faqFile = path.join(contentDir, lang, 'faq.json');
    faq[lang] = readJson(faqFile, FaqSchema);
    faq[lang].items.forEach((item, i) => checkRichText(faqFile, `items.${i}.answer`, item.answer));

    const oktFile = path.join(contentDir, lang, 'okter.json');
    okter[lang] = readJson(oktFile, OktContentFileSchema).okter;
    checkOkter(oktFile, okter[lang]);

    const okt1File = path.join(contentDir, lang, 'okt1.json');
    okt1[lang] = readJson(okt1File, Session1ContentSchema);
    checkSession1(okt1File, okt1[lang]);

    pdf[lang] = readJson(path.join(contentDir, lang, 'pdf.json'), PdfContentSchema);
  }

  // Bokmål and Nynorsk must offer the same pages and questions, or a language switch lands on a 404.
  const [first, second] = LANGS;
  for (const [a, b] of [[first, second], [second, first]] as const) {
    for (const slug of pages[a].keys()) {
      if (!pages[b].has(slug)) throw new ContentError(path.join(contentDir, b, 'pages', `${slug}.json`), '(hele filen)', `mangler oversettelse av «${slug}» fra ${a}`);
    }
  }
  const faqIds = (lang: Lang) => faq[lang].items.map((i) => i.id).join(',');
  if (faqIds(first) !== faqIds(second)) {
    throw new ContentError(path.join(contentDir, second, 'faq.json'), 'items', `spørsmålene må ha samme id-er i samme rekkefølge som ${first}`);
  }

  // A stored job is matched by id and the net pay must not change with the language: only texts may differ.
  const okt1Difference = firstFigureDifference(okt1[second], okt1[first]);
  if (okt1Difference) {
    throw new ContentError(path.join(contentDir, second, 'okt1.json'), okt1Difference.field, `må være lik ${first} (${JSON.stringify(okt1Difference.expected)}); bare tekstene kan oversettes`);
  }

  // One file per income year; four-digit names sort by year.
  const taxNames = fs.readdirSync(contentDir).filter((name) => name.startsWith('tax-') && name.endsWith('.json')).sort();
  const taxYears = taxNames.map((name) => {
    const file = path.join(contentDir, name);
    const year = TAX_FILE.exec(name)?.[1];
    if (!year) throw new ContentError(file, '(hele filen)', 'filnavnet må være tax-<år>.json, for eksempel tax-2026.json');
    const tax = readJson(file, TaxRulesSchema);
    if (tax.year !== Number(year)) throw new ContentError(file, 'year', `må være ${year}, året i filnavnet`);
    checkTax(file, tax);
    return tax;
  });
  if (taxYears.length === 0) {
    throw new ContentError(path.join(contentDir, 'tax-<år>.json'), '(hele filen)', 'filen mangler: ingen skatteregler, legg til for eksempel tax-2026.json');
  }
  const schoolYear = readJson(path.join(contentDir, 'school-year.json'), SchoolYearSchema);

  const fail = (file: string, field: string, problem: string): never => {
    throw new ContentError(file, field, problem);
  };
  const later = loadLaterSessions(contentDir, okter, readJson, fail);
  const guide = loadGuide(contentDir, okter, later.okt4, readJson, fail);
  const knowledgeTest = loadKnowledgeTest(contentDir, okter, later.okt4, readJson, fail);

  const fylker = readJson(path.join(contentDir, 'fylker.json'), FylkeListSchema).fylker;
  return { pages, faq, fylker, okter, okt1, taxYears, schoolYear, pdf, guide, knowledgeTest, ...later };
}
