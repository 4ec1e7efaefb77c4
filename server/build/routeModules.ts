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
  'pocket-expense': 'src/activities/pocketExpense/PocketExpenseActivity.tsx',
  quiz: 'src/activities/quiz/QuizActivity.tsx',
  'check-question': 'src/activities/checkQuestion/CheckQuestionActivity.tsx',
  insurances: 'src/activities/insurances/InsurancesActivity.tsx',
  'insurance-scenario': 'src/activities/insuranceScenario/InsuranceScenarioActivity.tsx',
  summary: 'src/activities/summary/SummaryActivity.tsx',
};

/** The service adapters (src/services/loadPorts.ts), which a page that calls the API at once needs before it shows. */
export const PORTS_MODULE = 'src/services/ports.ts';

const CONTENT = ['src/screens/content/ContentScreen.tsx'];
const SESSION = ['src/features/okt/containers.tsx'];
const START = ['src/features/okt/startContainers.tsx'];

/** The lazy screens of each route (src/app/screens.tsx), as Vite's manifest names them. */
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
  // Issue 21: back from Feide; the sign-in is collected through the adapters.
  feide: ['src/screens/FeideReturnScreen.tsx', 'src/features/auth/feideApi.ts'],
  start: START,
  startOver: START,
  okt: SESSION,
  // The recap is fetched after the completion page shows (src/features/okt/containers.tsx).
  oktComplete: [...SESSION, 'src/screens/OktCompleteScreen.tsx'],
  admin: ['src/features/admin/AdminArea.tsx'],
};

/** Each admin part's own chunk (src/features/admin/AdminContainer.tsx). */
const ADMIN_PARTS: Record<string, string[]> = {
  klasser: [],
  okter: ['src/features/admin/SessionsContainer.tsx'],
  fremdrift: ['src/features/admin/ProgressContainer.tsx'],
};

/**
 * Pages that show without the adapters: the landing page fetches them when the browser is idle (App.tsx), the
 * teacher's sign-in page when the teacher signs in, and the error pages never call the API. The start and session
 * pages of a signed-in pupil are drawn from this device's copies of the content and the class access (issue 19,
 * src/services/deviceCopies.ts); the adapters, and the HTTP client with them, arrive just after, when the progress
 * machine asks the server for the pupil's answers. A device without copies (the first page after a new build)
 * waits for them.
 */
const DRAWN_FROM_COPIES = new Set<RouteMatch['name']>(['start', 'okt', 'oktComplete']);
const WITHOUT_PORTS = new Set<RouteMatch['name']>(['landing', 'veiledere', 'oops', 'notFound', ...DRAWN_FROM_COPIES]);

/**
 * What a page fetches at low priority besides: the adapters, on the pages drawn from the device's copies, so a
 * device without copies finds them on their way, while one with copies shows the page without waiting for them.
 */
export const prefetchModules = (match: RouteMatch): string[] => (DRAWN_FROM_COPIES.has(match.name) ? [PORTS_MODULE] : []);

/**
 * The modules a route imports before it can show, besides the entry: its screen, the activity a session page
 * shows (by the content's component for the activity code), and the adapters where it calls the API at once.
 * The server preloads them (server/plugins/spa.ts) and the first-load budget measures them (firstLoad.ts).
 */
export function routeModules(match: RouteMatch, componentOf: (code: string) => string | undefined): string[] {
  const modules = [...SCREENS[match.name]];
  if (match.name === 'admin') modules.push(...(ADMIN_PARTS[match.params.part ?? ''] ?? []));
  if (match.name === 'okt') {
    const module = ACTIVITY_MODULES[componentOf(match.params.part ?? '') ?? ''];
    if (module) modules.push(module);
  }
  if (!WITHOUT_PORTS.has(match.name)) modules.push(PORTS_MODULE);
  return modules;
}
