import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type Faq, FaqSchema, type Fylke, FylkeListSchema, type Page, PageSchema } from '../../src/contracts/content';
import { LANGS, type Lang } from '../../src/contracts/lang';
import { OKT_COUNT, type OktContent, OktContentFileSchema } from '../../src/contracts/okt';
import { findRichTextProblems } from './richTextCheck';

export interface Content {
  pages: Record<Lang, ReadonlyMap<string, Page>>;
  faq: Record<Lang, Faq>;
  fylker: readonly Fylke[];
  /** The five sessions in order, index 0 is session 1. */
  okter: Record<Lang, OktContent[]>;
}

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`Feil i innholdsfilen ${file}, felt «${field}»: ${problem}`);
  }
}

/** Reads and checks every content file; the first problem stops start-up with the file and field named. */
export function loadContent(contentDir: string): Content {
  const rel = (file: string) => path.relative(process.cwd(), file) || file;

  function readJson<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'filen mangler' : `ikke gyldig JSON (${(err as Error).message})`;
      throw new ContentError(rel(file), '(hele filen)', reason);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ContentError(rel(file), issue.path.join('.') || '(rot)', issue.message);
    }
    return parsed.data;
  }

  function checkRichText(file: string, field: string, html: string) {
    const [problem] = findRichTextProblems(html);
    if (problem) throw new ContentError(rel(file), field, problem);
  }

  /** The rules the schema cannot express: order, the last session, and each session's chain of activities. */
  function checkOkter(file: string, okter: OktContent[]) {
    if (okter.length !== OKT_COUNT) throw new ContentError(rel(file), 'okter', `må ha nøyaktig ${OKT_COUNT} økter, har ${okter.length}`);
    const codes = new Set<string>();
    okter.forEach((okt, i) => {
      const at = `okter.${i}`;
      const isLast = i === okter.length - 1;
      if (okt.id !== i + 1) throw new ContentError(rel(file), `${at}.id`, `må være ${i + 1}: øktene står i rekkefølge fra 1`);
      if (okt.url !== `/okt/${okt.id}`) throw new ContentError(rel(file), `${at}.url`, `må være /okt/${okt.id}`);
      if (okt.isLastSection !== isLast) {
        throw new ContentError(rel(file), `${at}.isLastSection`, isLast ? 'må være true for den siste økta' : 'kan bare være true for den siste økta');
      }
      okt.activities.forEach((activity, j) => {
        const code = activity.activity_code;
        if (codes.has(code)) throw new ContentError(rel(file), `${at}.activities.${j}.activity_code`, `«${code}» er brukt før`);
        codes.add(code);
        // Completion and access read the session from the code (O2E belongs to økt 2), so they must agree.
        if (code[1] !== String(okt.id)) throw new ContentError(rel(file), `${at}.activities.${j}.activity_code`, `«${code}» hører ikke til økt ${okt.id}`);
        const next = okt.activities[j + 1]?.activity_code ?? false;
        if (activity.next_activity !== next) {
          const problem = next ? `må være «${next}», den neste aktiviteten i økta` : 'må være false for den siste aktiviteten i økta';
          throw new ContentError(rel(file), `${at}.activities.${j}.next_activity`, problem);
        }
      });
    });
  }

  const pages = {} as Record<Lang, Map<string, Page>>;
  const faq = {} as Record<Lang, Faq>;
  const okter = {} as Record<Lang, OktContent[]>;
  for (const lang of LANGS) {
    const dir = path.join(contentDir, lang, 'pages');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
    const map = new Map<string, Page>();
    for (const name of files) {
      const file = path.join(dir, name);
      const page = readJson(file, PageSchema);
      if (`${page.slug}.json` !== name) throw new ContentError(rel(file), 'slug', `må være lik filnavnet (${name.replace(/\.json$/, '')})`);
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
  }

  // Bokmål and Nynorsk must offer the same pages and questions, or a language switch lands on a 404.
  const [first, second] = LANGS;
  for (const [a, b] of [[first, second], [second, first]] as const) {
    for (const slug of pages[a].keys()) {
      if (!pages[b].has(slug)) throw new ContentError(rel(path.join(contentDir, b, 'pages', `${slug}.json`)), '(hele filen)', `mangler oversettelse av «${slug}» fra ${a}`);
    }
  }
  const faqIds = (lang: Lang) => faq[lang].items.map((i) => i.id).join(',');
  if (faqIds(first) !== faqIds(second)) {
    throw new ContentError(rel(path.join(contentDir, second, 'faq.json')), 'items', `spørsmålene må ha samme id-er i samme rekkefølge som ${first}`);
  }

  // A saved answer is keyed by activity code, so switching language must find the same activities.
  const secondOktFile = rel(path.join(contentDir, second, 'okter.json'));
  okter[second].forEach((okt, i) => {
    const other = okter[first][i]!;
    for (const field of ['color', 'url', 'isLastSection'] as const) {
      if (okt[field] !== other[field]) throw new ContentError(secondOktFile, `okter.${i}.${field}`, `må være lik ${first} («${other[field]}»)`);
    }
    if (okt.activities.length !== other.activities.length) {
      throw new ContentError(secondOktFile, `okter.${i}.activities`, `må ha like mange aktiviteter som ${first} (${other.activities.length})`);
    }
    okt.activities.forEach((activity, j) => {
      for (const field of ['activity_code', 'component'] as const) {
        const expected = other.activities[j]![field];
        if (activity[field] !== expected) throw new ContentError(secondOktFile, `okter.${i}.activities.${j}.${field}`, `må være lik ${first} («${expected}»)`);
      }
    });
  });

  const fylker = readJson(path.join(contentDir, 'fylker.json'), FylkeListSchema).fylker;
  return { pages, faq, fylker, okter };
}
