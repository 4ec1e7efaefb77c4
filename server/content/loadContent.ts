import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type Faq, FaqSchema, type Fylke, FylkeListSchema, type Page, PageSchema } from '../../src/contracts/content';
import { LANGS, type Lang } from '../../src/contracts/lang';
import { findRichTextProblems } from './richTextCheck';

export interface Content {
  pages: Record<Lang, ReadonlyMap<string, Page>>;
  faq: Record<Lang, Faq>;
  fylker: readonly Fylke[];
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

  const pages = {} as Record<Lang, Map<string, Page>>;
  const faq = {} as Record<Lang, Faq>;
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

  const fylker = readJson(path.join(contentDir, 'fylker.json'), FylkeListSchema).fylker;
  return { pages, faq, fylker };
}
