import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import no from 'catalogue:no/pupil';
import nn from 'catalogue:nn/pupil';
import noSignin from 'catalogue:no/signin';
import nnSignin from 'catalogue:nn/signin';
import noTeacher from 'catalogue:no/teacher';
import nnTeacher from 'catalogue:nn/teacher';
import { App } from './app/App';
import { INITIAL_USER_STATE, type UserState } from './services/userState';
import { OktShell } from './screens/OktShell';
import { StartScreen } from './screens/StartScreen';
import { ClassesLoading } from './features/admin/ClassesState';
import type { PageShell } from './context/PageShellContext';
import { formatLocaleOf, LANGS, type Lang } from './contracts/lang';
import type { OktContent } from './contracts/okt';
import { type ClassAccess, deriveSections, resumeActivity, type Responses } from './domain/okt';
import { startAction } from './features/okt/startView';
import { loadContent } from '../server/content/loadContent';
import { shellContentKey } from '../server/build/shellKey';

/**
 * Issue 20: the public pages rendered to HTML at build time, as a visitor sees them, for the server to send in its
 * HTML (server/plugins/spa.ts) and the browser to hydrate (main.tsx). The page's text is there before any script
 * runs. Built by `vite build --ssr` and run by scripts/prerender.mjs.
 */
export const PRERENDERED_PATHS = ['/no', '/nn', '/no/veiledere', '/nn/veiledere'] as const;

/** The texts each page shows first, as main.tsx gives them when it hydrates the page. */
const TEXTS = {
  no: { pupil: no, signin: noSignin, teacher: noTeacher },
  nn: { pupil: nn, signin: nnSignin, teacher: nnTeacher },
};

/** Nothing is stored while prerendering: the app reads the device's storage only in effects, which never run here. */
const noStorage: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

/**
 * `feide`: as a server that offers sign-in with Feide shows it (issue 21); the server picks the variant its own
 * configuration gives (prerenderedKey), so hydration finds the same markup.
 */
export function render(path: (typeof PRERENDERED_PATHS)[number], feide = false): Promise<string> {
  const lang = langOf(path);
  return renderPage(path, INITIAL_USER_STATE, path.endsWith('/veiledere') ? TEXTS[lang].teacher : {}, feide, null);
}

/**
 * A signed-in pupil as the session pages are drawn for (main.tsx hydrates them for such a device only,
 * contracts/pageViewer.ts). Nothing of theirs shows: the page depends only on their being signed in.
 */
const SHELL_PUPIL: UserState = {
  ...INITIAL_USER_STATE,
  isLoggedIn: true,
  firestoreUserId: 'prerendered',
  idToken: 'prerendered',
  idTokenExpiresAt: Number.MAX_SAFE_INTEGER,
};

/** A signed-in teacher, as the class view is drawn for. */
const SHELL_TEACHER: UserState = { ...SHELL_PUPIL, canAdmin: true };

/**
 * Issue 20: every activity page of the sessions, the start page and the teacher's class view, as a signed-in user's
 * browser shows them before it has their data: the frame and the activity's heading and lead from the content
 * (OktShell), or the start page's and the class view's loading look (where the device puts its copy of the page, if
 * it has one); held by the page's container until it draws itself (PageShellContext.tsx). `key` names the content they
 * were drawn from (shellContentKey).
 */
export async function renderSignedInShells(contentDir: string): Promise<{ key: string; pages: Record<string, string> }> {
  const { okter } = loadContent(contentDir);
  const pages: Record<string, string> = {};
  for (const lang of LANGS) {
    for (const section of okter[lang]) {
      for (const { activity_code: part } of section.activities) {
        const path = `/${lang}/okt/${section.id}/${part}`;
        pages[path] = await renderHeld(path, <OktShell section={section} part={part} />, SHELL_PUPIL);
      }
    }
    // The start page and the class view as their loading look, where the browser puts this device's copy of them when
    // it has one (server/plugins/pageCopy.ts).
    const start = `/${lang}/start`;
    pages[start] = await renderHeld(start, <StartScreen lang={lang} sections={null} resumeAt={{}} action={null} refusal={null} failed={false} saveStatus="auto" onRetry={() => {}} />, SHELL_PUPIL);
    const classView = `/${lang}/admin/fremdrift`;
    pages[classView] = await renderHeld(classView, <ClassesLoading />, SHELL_TEACHER, TEXTS[lang].teacher);
  }
  return { key: shellContentKey(okter), pages };
}

/**
 * Issue 20: the start page as the server draws it for one signed-in pupil (server/plugins/pupilStart.ts), from the
 * record and the class's open sessions it holds: the cards, their states and the main action, as StartContainer draws
 * them once it has the same answers, so the app's first drawing of the page changes nothing on it. Held like the
 * loading look (PageShellContext.tsx), so the app shows it until it draws itself.
 */
export function renderPupilStart(lang: Lang, content: readonly OktContent[], responses: Responses, classAccess: ClassAccess): Promise<string> {
  const sections = deriveSections(content, responses, classAccess, false);
  const resumeAt = Object.fromEntries(sections.map((s) => [s.id, resumeActivity(s, responses)]));
  const action = startAction(lang, sections, responses);
  const page = <StartScreen lang={lang} sections={sections} resumeAt={resumeAt} action={action} refusal={null} failed={false} saveStatus="auto" onRetry={() => {}} />;
  return renderHeld(`/${lang}/start`, page, SHELL_PUPIL);
}

const langOf = (path: string): Lang => (path.startsWith('/nn') ? 'nn' : 'no');
/** The pupil's and the sign-in parts of the texts, and `pageTexts` beyond them. */
const messagesOf = (lang: Lang, pageTexts: Record<string, string> = {}) => ({ ...TEXTS[lang].pupil, ...TEXTS[lang].signin, ...pageTexts });

/** The signed-in page at `path` with `held` (what its screen shows before it has the user's data) in its screen's place. */
async function renderHeld(path: string, held: ReactNode, restored: UserState, pageTexts: Record<string, string> = {}): Promise<string> {
  const lang = langOf(path);
  const html = renderToString(
    <IntlProvider locale={formatLocaleOf(lang)} messages={messagesOf(lang, pageTexts)} defaultLocale="en-US">
      <Router ssrPath={path}>{held}</Router>
    </IntlProvider>,
  );
  return renderPage(path, restored, pageTexts, false, { path, html });
}

/** The app at `path` as main.tsx hydrates it: with the same stored state, texts (`pageTexts` beyond the pupil's and the sign-in parts) and shell. */
async function renderPage(path: string, restored: UserState, pageTexts: Record<string, string>, feide: boolean, shell: PageShell | null): Promise<string> {
  const lang = langOf(path);
  const messages = messagesOf(lang, pageTexts);
  // Static rendering waits for the page's lazy screens (the teachers' page is one), where renderToString would send
  // their loading look.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App restored={restored} storage={noStorage} texts={{ [lang]: messages }} feide={feide} shell={shell} />
      </Router>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
