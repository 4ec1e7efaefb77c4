/**
 * Language rules for the texts pupils read: no Bokmål forms in Nynorsk, one spelling for words
 * Nynorsk allows two ways, and every amount in the spec's «kr 1 234» form. Source titles and URLs stay
 * as published, so source fields and link targets are never checked.
 */

/**
 * Forms that are not Nynorsk under the 2012 norm (Nynorskordboka), with the Nynorsk form to use.
 * Whole words, case-insensitive; a trailing `*` also matches longer words that start with the form.
 */
export const BOKMAAL_ONLY: Readonly<Record<string, string>> = {
  ikke: 'ikkje',
  jeg: 'eg',
  hva: 'kva',
  hvordan: 'korleis',
  hvorfor: 'kvifor',
  hvilken: 'kva for ein',
  hvilke: 'kva for',
  hvilket: 'kva for eit',
  hvis: 'viss / om',
  hvor: 'kor / kvar',
  hvem: 'kven',
  hver: 'kvar',
  hvert: 'kvart',
  noe: 'noko',
  noen: 'nokon / nokre',
  mye: 'mykje',
  mer: 'meir',
  flere: 'fleire',
  være: 'vere',
  selv: 'sjølv',
  fra: 'frå',
  uten: 'utan',
  hele: 'heile',
  samme: 'same',
  sammen: 'saman',
  disse: 'desse',
  eneste: 'einaste',
  dere: 'de / dykk',
  ble: 'vart / blei',
  fremtid: 'framtid',
  'fremtid*': 'framtid',
  penger: 'pengar',
  'pengene*': 'pengane',
  måned: 'månad',
  måneder: 'månader',
  'måneds*': 'månads-',
  uke: 'veke',
  uker: 'veker',
  sier: 'seier',
  kommer: 'kjem',
  trenger: 'treng',
  hjemme: 'heime',
  mennesker: 'menneske',
  syk: 'sjuk',
  syke: 'sjuke',
  'sykepleier*': 'sjukepleiar',
  'egen': 'eigen',
  'eget': 'eige',
  'egenandel*': 'eigenandel',
  // Not Bokmål, but the slip after teaching «eigenandel» (the deductible); what you own is «eigedel».
  'eigendel*': 'eigenandel',
  // «maskin» is masculine in Nynorsk.
  maskina: 'maskinen',
  bare: 'berre',
  jobber: 'jobbar',
  bruker: 'brukar',
  brukere: 'brukarar',
  svarer: 'svarar',
  svarene: 'svara',
  sparer: 'sparar',
  tjener: 'tener',
};

/**
 * Words Nynorsk allows in more than one form: the app writes them one way only, so a pupil never sees
 * «løn» in one card and «lønn» in the next. Key: the form the app uses; value: the forms it does not.
 */
export const ONE_WAY: Readonly<Record<string, readonly string[]>> = {
  løn: ['lønn*'],
  billeg: ['billig*'],
  lånar: ['låner', 'lånere'],
  fasittal: ['fasit-tal'],
  vere: ['vera'],
  kome: ['komme'],
  kvifor: ['korfor'],
  òg: ['også'],
};

const WORD = '[\\p{L}\\p{N}]';

function wordPattern(form: string): RegExp {
  const prefix = form.endsWith('*');
  const stem = prefix ? form.slice(0, -1) : form;
  // \b does not know æ, ø, å: look at letters on both sides instead.
  return new RegExp(`(?<!${WORD}|-)${stem}${prefix ? `${WORD}*` : ''}(?!${WORD})`, 'giu');
}

const bokmaalPatterns = Object.entries(BOKMAAL_ONLY).map(([form, nynorsk]) => ({ pattern: wordPattern(form), nynorsk }));
const oneWayPatterns = Object.entries(ONE_WAY).flatMap(([use, others]) => others.map((other) => ({ pattern: wordPattern(other), use })));

/** Text a pupil reads: tags, links with their (source) titles and ICU placeholders removed, entities decoded. */
export function readableText(text: string): string {
  return text
    .replace(/<a\b[^>]*>[\s\S]*?<\/a>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/https?:\/\/\S+/g, ' ');
}

/** Bokmål forms in a Nynorsk text, each with the Nynorsk form to use. */
export function findBokmaalForms(text: string): string[] {
  const plain = readableText(text);
  return bokmaalPatterns.flatMap(({ pattern, nynorsk }) => [...plain.matchAll(pattern)].map((m) => `«${m[0]}» (skriv ${nynorsk})`));
}

/** Forms the app does not use in Nynorsk, though a dictionary may allow them. */
export function findOtherSpellings(text: string): string[] {
  const plain = readableText(text);
  return oneWayPatterns.flatMap(({ pattern, use }) => [...plain.matchAll(pattern)].map((m) => `«${m[0]}» (appen skriv ${use})`));
}

const SPACE = '[ \\u00a0\\u202f]';
/** «14 000 kr», «50 kroner», «14000 kr»: the number before the unit. */
const NUMBER_BEFORE_UNIT = new RegExp(`(?<![\\p{L}\\p{N}])\\d[\\d ,.\\u00a0\\u202f]*${SPACE}?(kr|kroner|NOK)(?!\\p{L})`, 'gu');
/** «kr 14000», «kr 14.000»: the unit first, but the thousands not grouped with spaces. */
const UNGROUPED = new RegExp(`(?<!\\p{L})kr\\.?${SPACE}?(\\d{4,}|\\d{1,3}(?:[.,]\\d{3})+(?!\\d))`, 'gu');

/** «{amount} kr», «kr {amount}»: the placeholder is already formatted with «kr» by the amount filter. */
const UNIT_BESIDE_PLACEHOLDER = /\}[ \u00a0]?(kr|kroner)(?!\p{L})|(?<!\p{L})kr\.?[ \u00a0]?\{/gu;

/** Amounts not written as the amount filter writes them: «kr 14 000». */
export function findAmountProblems(text: string): string[] {
  const plain = readableText(text);
  return [
    ...[...text.matchAll(UNIT_BESIDE_PLACEHOLDER)].map((m) => `«${m[0]}» (beløpet får «kr» av beløpsfilteret)`),
    ...[...plain.matchAll(NUMBER_BEFORE_UNIT)].map((m) => `«${m[0].trim()}» (skriv kr først: «kr 1 234»)`),
    ...[...plain.matchAll(UNGROUPED)].map((m) => `«${m[0]}» (skriv tusen med mellomrom: «kr 14 000»)`),
  ];
}

/** «48,56 %» beside «29,9 %»: percentages a pupil reads have at most one decimal. */
export function findPercentProblems(text: string): string[] {
  const plain = readableText(text);
  return [...plain.matchAll(/\d+,\d{2,}\s?(%|prosent)/gu)].map((m) => `«${m[0]}» (bruk éin desimal)`);
}

/** Keys whose values are not prose: ids, codes, links and sources (titles stay as published). */
const NOT_TEXT = new Set(['id', 'slug', 'url', 'href', 'source', 'sources', 'color', 'component', 'activity_code', 'next_activity', 'kind', 'industryId', 'coveredBy', 'educationPath', 'updated', 'topic']);

export interface TextAt {
  /** A field path such as `items.0.description`. */
  field: string;
  text: string;
}

/** Every prose string of a content document with its field path. */
export function textsOf(value: unknown, at = ''): TextAt[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, at ? `${at}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (NOT_TEXT.has(key) ? [] : textsOf(item, at ? `${at}.${key}` : key)));
  }
  return typeof value === 'string' ? [{ field: at, text: value }] : [];
}

export interface LanguageProblem {
  file: string;
  field: string;
  problem: string;
}

/** All language problems in one document: `nynorsk` adds the two word lists to the amount rules. */
export function checkTexts(file: string, value: unknown, nynorsk: boolean): LanguageProblem[] {
  return textsOf(value).flatMap(({ field, text }) => {
    const problems = [...findAmountProblems(text), ...findPercentProblems(text)];
    if (nynorsk) problems.push(...findBokmaalForms(text), ...findOtherSpellings(text));
    return problems.map((problem) => ({ file, field, problem }));
  });
}
