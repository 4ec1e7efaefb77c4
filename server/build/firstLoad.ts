import { type CataloguePart, catalogueManifestKey } from '../../src/i18n/catalogueParts';
import { needsActivityTexts } from '../plugins/spa';

/** The measured session page whose activity shows only the pupil's texts (the summary, ownTextCodes in spa.ts). */
const OWN_TEXT_ROUTES = new Set(['O5D']);
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Lang } from '../../src/contracts/lang';

export interface Chunk {
  file: string;
  gzipBytes: number;
}

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The module of each activity component (src/activities/registry.ts), for measuring every session page. */
export const ACTIVITY_MODULES: Record<string, string> = {
  interests: 'src/activities/interests/InterestsActivity.tsx',
  industry: 'src/activities/industry/IndustryActivity.tsx',
  job: 'src/activities/job/JobActivity.tsx',
  'net-pay': 'src/activities/netPay/NetPayActivity.tsx',
  'budget-intro': 'src/activities/budgetIntro/BudgetIntroActivity.tsx',
  'unexpected-expense': 'src/activities/unexpectedExpense/UnexpectedExpenseActivity.tsx',
  'cover-expense': 'src/activities/coverExpense/CoverExpenseActivity.tsx',
  'budget-modified': 'src/activities/budgetModified/BudgetModifiedActivity.tsx',
  'credit-purchase': 'src/activities/creditPurchase/CreditPurchaseActivity.tsx',
  'saving-monthly': 'src/activities/savingMonthly/SavingMonthlyActivity.tsx',
  'credit-monthly': 'src/activities/creditMonthly/CreditMonthlyActivity.tsx',
  'payment-selection': 'src/activities/paymentSelection/PaymentSelectionActivity.tsx',
  'pocket-expense': 'src/activities/pocketExpense/PocketExpenseActivity.tsx',
  quiz: 'src/activities/quiz/QuizActivity.tsx',
  'check-question': 'src/activities/checkQuestion/CheckQuestionActivity.tsx',
  insurances: 'src/activities/insurances/InsurancesActivity.tsx',
  'insurance-scenario': 'src/activities/insuranceScenario/InsuranceScenarioActivity.tsx',
};

/** The session pages measured besides O2B and O5D, by the component the content gives them (a test checks the content agrees). */
export const ACTIVITY_ROUTES: Record<string, string> = {
  '/okt/1/O1A': 'interests',
  '/okt/1/O1C': 'industry',
  '/okt/1/O1D': 'job',
  '/okt/1/O1E': 'net-pay',
  '/okt/2/O2A': 'budget-intro',
  '/okt/2/O2C': 'unexpected-expense',
  '/okt/2/O2D': 'cover-expense',
  '/okt/2/O2E': 'budget-modified',
  '/okt/3/O3A': 'credit-purchase',
  '/okt/3/O3B': 'saving-monthly',
  '/okt/3/O3C': 'credit-monthly',
  '/okt/3/O3D': 'payment-selection',
  '/okt/3/O3E': 'pocket-expense',
  '/okt/4/O4A': 'quiz',
  '/okt/5/O5A': 'check-question',
  '/okt/5/O5B': 'insurances',
  '/okt/5/O5C': 'insurance-scenario',
};

/**
 * The modules each route (after its /no or /nn) imports before it can show (src/app/screens.tsx), and whether it needs the
 * service adapters at once. The landing page loads the adapters only when the browser is idle
 * (App.tsx), after the page shows, so they are not part of its first load.
 */
export const ROUTE_MODULES: Record<string, { modules: string[]; needsPorts: boolean }> = {
  '/': { modules: [], needsPorts: false },
  '/veiledere': { modules: ['src/screens/TeacherLandingScreen.tsx', 'src/features/auth/containers.tsx'], needsPorts: false },
  '/auth': { modules: ['src/features/auth/containers.tsx'], needsPorts: true },
  '/side/om': { modules: ['src/screens/content/ContentScreen.tsx'], needsPorts: true },
  '/start': { modules: ['src/features/okt/startContainers.tsx'], needsPorts: true },
  // A session page loads its frame and the one activity it shows (src/activities/lazyActivity.ts).
  '/okt/2/O2B': { modules: ['src/features/okt/containers.tsx', 'src/activities/budget/BudgetActivity.tsx'], needsPorts: true },
  // The summary's PDF panel is fetched after the page shows (src/features/pdf/LazyPdfContainer.tsx).
  '/okt/5/O5D': { modules: ['src/features/okt/containers.tsx', 'src/activities/summary/SummaryActivity.tsx'], needsPorts: true },
  '/admin/klasser': { modules: ['src/features/admin/AdminArea.tsx'], needsPorts: true },
  // Issue 18: the recap and the last page's PDF panel are fetched after the completion page shows.
  '/okt/5/Fullfort': { modules: ['src/features/okt/containers.tsx', 'src/screens/OktCompleteScreen.tsx'], needsPorts: true },
  // Issue 18: every other session page too (ACTIVITY_MODULES), each with the one activity it shows.
  ...Object.fromEntries(
    Object.entries(ACTIVITY_ROUTES).map(([route, component]) => [route, { modules: ['src/features/okt/containers.tsx', ACTIVITY_MODULES[component]!], needsPorts: true }]),
  ),
};

const PORTS_MODULE = 'src/services/ports.ts';

/**
 * At most 140 kB of gzipped JavaScript before any route shows, for schools on weak networks (the developers'
 * guide; issue 8 had 130 kB, raised when issue 13's answer sync and story machine joined the entry).
 */
export const FIRST_LOAD_BUDGET_BYTES = 140_000;
/** Strings only @react-pdf/renderer's code holds. */
export const PDF_MARKERS = ['registerHyphenationCallback', 'PDFDocument'];
/**
 * Strings only the Firebase SDK holds (issue 15). Not the word «firebase» alone: the entry names the profile
 * (`profile === 'firebase'`), which is how it knows to load the SDK later.
 */
export const FIREBASE_MARKERS = ['FirebaseError', 'firestore.googleapis.com'];

/** The production build's JavaScript, read from `dist/client` (after `npm run build`) and its Vite manifest. */
export function readBuild(clientDir: string) {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`Fant ikke ${manifestFile}: kjør «npm run build» først.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error(`${manifestFile} har ingen inngang (entry)`);

  const sizes = new Map<string, number>();
  const chunk = (file: string): Chunk => {
    if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length);
    return { file, gzipBytes: sizes.get(file)! };
  };
  /** A module's file and every file it imports statically, as the browser must fetch them before running it. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return into;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, into);
    return into;
  };
  const entryFiles = closure(entryKey);
  const catalogue = (lang: Lang, part: CataloguePart = 'pupil') => manifest[catalogueManifestKey(lang, part)]?.file;
  const all = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);

  return {
    /** What a route loads before it shows: the entry, its language's texts (preloaded by the server), its screen, and the adapters when it needs them. */
    firstLoad(lang: Lang, route = '/'): Chunk[] {
      const plan = ROUTE_MODULES[route];
      if (!plan) throw new Error(`ukjent rute ${route}`);
      const files = new Set(entryFiles);
      const texts = catalogue(lang);
      if (texts) files.add(texts);
      // The admin area fetches its own texts before it shows (src/i18n/TeacherTexts.tsx).
      // …and so does the teacher's sign-in page, whose part the server preloads (server/plugins/spa.ts).
      const teacherTexts = route.startsWith('/admin') || route.startsWith('/veiledere') ? catalogue(lang, 'teacher') : undefined;
      if (teacherTexts) files.add(teacherTexts);
      // The server preloads the activities' texts with the session pages (server/plugins/spa.ts).
      const activityTexts = needsActivityTexts(`/${lang}${route}`, OWN_TEXT_ROUTES) ? catalogue(lang, 'activities') : undefined;
      if (activityTexts) files.add(activityTexts);
      // The completion page fetches the later texts before it shows (src/i18n/LaterTexts.tsx).
      const laterTexts = /^\/okt\/\d+\/Fullfort$/.test(route) ? catalogue(lang, 'later') : undefined;
      if (laterTexts) files.add(laterTexts);
      for (const module of [...plan.modules, ...(plan.needsPorts ? [PORTS_MODULE] : [])]) {
        // A module missing from the manifest would silently count as nothing.
        if (!manifest[module]) throw new Error(`${module} (rute ${route}) finnes ikke i ${manifestFile}`);
        closure(module, files);
      }
      return [...files].map(chunk);
    },
    /** The files a module brings that `loaded` does not have yet (what arrives when it is imported). */
    added(module: string, loaded: Chunk[]): Chunk[] {
      if (!manifest[module]) throw new Error(`${module} finnes ikke i ${manifestFile}`);
      const have = new Set(loaded.map((c) => c.file));
      return [...closure(module)].filter((f) => !have.has(f)).map(chunk);
    },
    /** Every chunk that is not part of the entry. */
    lazy(): Chunk[] {
      return all.filter((f) => !entryFiles.has(f)).map(chunk);
    },
    read: (file: string) => fs.readFileSync(path.join(clientDir, file), 'utf8'),
  };
}

export const totalBytes = (chunks: Chunk[]) => chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
