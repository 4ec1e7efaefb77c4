import { type ComponentType, type ReactNode, useContext } from 'react';
import { useIntl } from 'react-intl';
import { LoadingPanel } from '../design/LoadingPanel';
import { PartTexts } from './PartTexts';
import { TextsLang } from './textsLang';
import type { Messages } from './useCatalogue';

type Lang = 'no' | 'nn';
export type LaterPart = 'activities' | 'okt3' | 'later';

const LOADERS: Record<`${Lang}/${LaterPart}`, () => Promise<{ default: Messages }>> = {
  'no/activities': () => import('catalogue:no/activities'),
  'nn/activities': () => import('catalogue:nn/activities'),
  'no/okt3': () => import('catalogue:no/okt3'),
  'nn/okt3': () => import('catalogue:nn/okt3'),
  'no/later': () => import('catalogue:no/later'),
  'nn/later': () => import('catalogue:nn/later'),
};

/** A text of each part (catalogueParts.test.ts): where it is, the whole part is, without shipping catalogueParts' rules. */
export const PART_MARKERS: Record<LaterPart, string> = { activities: 'activity.job.years', okt3: 'activity.saving.item', later: 'chart.showTable' };

// Once a language's part is here, every later use shows at once.
const loaded = new Map<string, Messages>();

/** Fetches a part of a language's texts; a failure gives no texts (the ids show) rather than no page. */
export function loadLaterTexts(lang: Lang, part: LaterPart = 'later'): Promise<Messages> {
  const key = `${lang}/${part}` as const;
  const have = loaded.get(key);
  if (have) return Promise.resolve(have);
  return LOADERS[key]().then(
    (module) => {
      loaded.set(key, module.default);
      return module.default;
    },
    () => ({}),
  );
}

/** Each part's loader, the same function every time (PartTexts fetches again when it changes). */
const LOAD_PART: Record<LaterPart, (lang: Lang) => Promise<Messages>> = {
  activities: (lang) => loadLaterTexts(lang, 'activities'),
  okt3: (lang) => loadLaterTexts(lang, 'okt3'),
  later: (lang) => loadLaterTexts(lang, 'later'),
};

/** A part's texts (catalogueParts.ts) beside the page's own, kept off other pages' first load; `fallback` shows until they arrive. */
export function LaterTexts({ children, fallback, part = 'later' }: { children: ReactNode; fallback: ReactNode; part?: LaterPart }) {
  const outer = useIntl();
  // The page's language (TextsLang); outside the app (tests) the locale says it.
  const lang: Lang = useContext(TextsLang) ?? (outer.locale === 'nn' ? 'nn' : 'no');
  return (
    <PartTexts lang={lang} marker={PART_MARKERS[part]} load={LOAD_PART[part]} have={loaded.get(`${lang}/${part}`)} fallback={fallback}>
      {children}
    </PartTexts>
  );
}

const FALLBACK = {
  page: <LoadingPanel id="later-texts" />,
  block: <div className="skeleton" aria-hidden="true" />,
  // As tall as the screen, so the Back/Next below stays out of view until the activity is there (CLS).
  activity: <div className="skeleton activity-loading" aria-hidden="true" />,
  part: null,
};

/** A component whose texts are in a part of their own; meanwhile a page shows a loading panel, a block or an activity a skeleton, a chart nothing. */
export function withLaterTexts<P extends object>(Component: ComponentType<P>, kind: keyof typeof FALLBACK = 'part', part: LaterPart = 'later'): ComponentType<P> {
  const Wrapped = (props: P) => (
    <LaterTexts fallback={FALLBACK[kind]} part={part}>
      <Component {...props} />
    </LaterTexts>
  );
  Wrapped.displayName = `withLaterTexts(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
