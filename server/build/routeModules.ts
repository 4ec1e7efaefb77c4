import type { RouteMatch } from '../../src/contracts/routeTable';

/** The module of each activity component (src/activities/registry.ts and its session parts). */
export const ACTIVITY_MODULES: Record<string, string> = {
  reflection: 'src/activities/reflection/ReflectionActivity.tsx',
  interests: 'src/activities/interests/InterestsActivity.tsx',
  industry: 'src/activities/industry/IndustryActivity.tsx',
  job: 'src/activities/job/JobActivity.tsx',
  'net-pay': 'src/activities/netPay/NetPayActivity.tsx',
  'budget-intro': 'src/activities/budgetIntro/BudgetIntroActivity.tsx',
  budget: 'src/activities/budget/BudgetActivity.tsx',
  'unexpected-expense': 'src/activities/unexpectedExpense/UnexpectedExpenseActivity.tsx',
  'cover-expense': 'src/activities/coverExpense/CoverExpenseActivity.tsx',
  'budget-modified': 'src/activities/budgetModified/BudgetModifiedActivity.tsx',
  'credit-purchase': 'src/activities/creditPurchase/CreditPurchaseActivity.tsx',
  'saving-monthly': 'src/activities/savingMonthly/SavingMonthlyActivity.tsx',
  'credit-monthly': 'src/activities/creditMonthly/CreditMonthlyActivity.tsx',
  'payment-selection': 'src/activities/paymentSelection/PaymentSelectionActivity.tsx',
  debt: 'src/activities/debt/DebtActivity.tsx',
  'pocket-expense': 'src/activities/pocketExpense/PocketExpenseActivity.tsx',
  quiz: 'src/activities/quiz/QuizActivity.tsx',
  'check-question': 'src/activities/checkQuestion/CheckQuestionActivity.tsx',
  insurances: 'src/activities/insurances/InsurancesActivity.tsx',
  'insurance-scenario': 'src/activities/insuranceScenario/InsuranceScenarioActivity.tsx',
  summary: 'src/activities/summary/SummaryActivity.tsx',
};

/** The service adapters (src/services/loadPorts.ts), with the HTTP client (axios) they call the server through. */
export const PORTS_MODULE = 'src/services/ports.ts';

const CONTENT = ['src/screens/content/ContentScreen.tsx'];
/** The session screen, in the chunk group that shares it with the activities (vite.config.ts). */
const SESSION = ['session'];
const START = ['src/features/okt/startContainers.tsx'];

/** The lazy screens of each route (src/app/screens.tsx), by their modules or their chunk groups. */
const SCREENS: Record<RouteMatch['name'], string[]> = {
  // In the entry: the landing page, the error pages and the 404 page.
  landing: [],
  oops: [],
  notFound: [],
  veiledere: ['src/screens/TeacherLandingScreen.tsx', 'src/features/auth/containers.tsx'],
  auth: ['src/features/auth/containers.tsx'],
  cookies: CONTENT,
  faq: CONTENT,
  side: CONTENT,
  melding: CONTENT,
  mineData: ['src/features/myData/MyDataContainer.tsx'],
  // Back from Feide; the sign-in is collected through the adapters.
  feide: ['src/screens/FeideReturnScreen.tsx'],
  start: START,
  startOver: START,
  okt: SESSION,
  // The recap is fetched after the completion page shows (src/features/okt/containers.tsx).
  oktComplete: [...SESSION, 'src/screens/OktCompleteScreen.tsx'],
  admin: ['src/features/admin/AdminArea.tsx'],
};

/** Each admin part's own chunk (src/features/admin/AdminContainer.tsx). */
const ADMIN_PARTS: Record<string, string[]> = {
  klasser: ['src/features/admin/ClassesPart.tsx'],
  okter: ['src/features/admin/SessionsContainer.tsx'],
  fremdrift: ['src/features/admin/ProgressContainer.tsx'],
  veiledning: ['src/features/admin/GuideContainer.tsx'],
  tavle: ['src/features/admin/BoardContainer.tsx'],
};

/**
 * The pages that ask the server as soon as they show: they prefetch the adapters (with axios, too big for a page's
 * first-load budget) and show device copies or a loading state meanwhile. Other pages get them from the service worker.
 */
const ASKS_AT_ONCE = new Set<RouteMatch['name']>(['veiledere', 'auth', 'mineData', 'feide', 'start', 'startOver', 'okt', 'oktComplete', 'admin']);

/** What a page fetches at low priority besides its own chunks. */
export const prefetchModules = (match: RouteMatch): string[] => (ASKS_AT_ONCE.has(match.name) ? [PORTS_MODULE] : []);

/** The modules a route needs before it shows, besides the entry; preloaded by server/plugins/spa.ts, measured by firstLoad.ts. */
export function routeModules(match: RouteMatch, componentOf: (code: string) => string | undefined): string[] {
  const modules = [...SCREENS[match.name]];
  if (match.name === 'admin') modules.push(...(ADMIN_PARTS[match.params.part ?? ''] ?? []));
  if (match.name === 'okt') {
    const module = ACTIVITY_MODULES[componentOf(match.params.part ?? '') ?? ''];
    if (module) modules.push(module);
  }
  return modules;
}
