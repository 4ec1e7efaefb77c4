import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { LATER_PREFIXES, partOf, pickPart, SIGNIN_ERRORS, SIGNIN_PREFIXES, TEACHER_ERRORS, TEACHER_PREFIXES } from './catalogueParts';
import { SIGNIN_MARKER } from './SigninTexts';
import { TEACHER_MARKER } from './teacherTextsLoader';
import { PART_MARKERS } from './LaterTexts';
import { compileCatalogue, precompiledCatalogues } from './precompiledCatalogues';
import { OKT3_COMPONENTS } from '../activities/textParts';
import { repoRoot, sourceFiles } from '../test/sourceFiles';
import { ROUTES } from '../contracts/routeTable';

const root = repoRoot;
/** The route table names each page's title for the server and the tests; the page's screen shows it, inside its part. */
const ROUTE_TABLE = path.join('src', 'contracts', 'routeTable.ts');
/**
 * Where the teacher's part is in the page (src/features/admin/AdminArea.tsx wraps these in TeacherTexts, and so does
 * «Mine data», whose texts are the account part's).
 */
const TEACHER_PLACES = [
  path.join('src', 'features', 'admin'),
  path.join('src', 'features', 'account'),
  path.join('src', 'features', 'myData'),
  path.join('src', 'screens', 'AdminScreen.tsx'),
  path.join('src', 'screens', 'MyDataScreen.tsx'),
  path.join('src', 'screens', 'TeacherLandingScreen.tsx'),
  path.join('src', 'features', 'auth', 'TeacherAuthForm.tsx'),
  path.join('src', 'features', 'auth', 'TeacherStatusNotice.tsx'),
  // Names one of them as the part's marker (TEACHER_MARKER), showing none.
  path.join('src', 'i18n', 'teacherTextsLoader.ts'),
];

/** Where the later part's texts are used: each of these renders under LaterTexts (withLaterTexts). */
const LATER_PLACES = [
  path.join('src', 'activities', 'charts'),
  path.join('src', 'components', 'charts'),
  path.join('src', 'features', 'okt', 'OktRecap.tsx'),
  path.join('src', 'screens', 'OktCompleteScreen.tsx'),
  // The budget's line choices and the budget at the end of the story, each wrapped (withLaterTexts).
  path.join('src', 'activities', 'budget', 'LineSelect.tsx'),
  path.join('src', 'activities', 'summary', 'LivedBudgetTable.tsx'),
  // The pupil's knowledge test before and after (O5T, the summary), wrapped too.
  path.join('src', 'activities', 'knowledgeTest'),
  // Names one text of the part, to tell whether the part is there (PART_MARKERS).
  path.join('src', 'i18n', 'LaterTexts.tsx'),
];

/** Where økt 3's part's texts are used: its activities, and the frame that shows what each needs first. */
const OKT3_PLACES = [
  ...['creditPurchase', 'savingMonthly', 'creditMonthly', 'paymentSelection', 'debt', 'pocketExpense', 'gate', 'charts'].map((dir) => path.join('src', 'activities', dir)),
  path.join('src', 'i18n', 'LaterTexts.tsx'),
];

/** Where the sign-in part's texts are used: the sign-in pages, each under SigninTexts (src/app/screens.tsx). */
const SIGNIN_PLACES = [
  path.join('src', 'features', 'auth'),
  path.join('src', 'screens', 'LandingScreen.tsx'),
  path.join('src', 'screens', 'AuthScreen.tsx'),
  path.join('src', 'screens', 'FeideReturnScreen.tsx'),
  path.join('src', 'i18n', 'SigninTexts.tsx'),
];

/** Where the activities' part's texts are used: every activity but those the summary's page shows (its own, the reflection's, and what it borrows), and the charts they show. */
const ACTIVITY_PLACES = [
  path.join('src', 'activities', 'charts'),
  ...fs
    .readdirSync(path.join(root, 'src', 'activities'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['summary', 'reflection', 'interests', 'quiz', 'insurances', 'insuranceScenario'].includes(entry.name))
    .map((entry) => path.join('src', 'activities', entry.name)),
  path.join('src', 'activities', 'quiz', 'QuizActivity.tsx'),
  path.join('src', 'activities', 'insurances', 'InsurancesActivity.tsx'),
  path.join('src', 'activities', 'insuranceScenario', 'InsuranceScenarioActivity.tsx'),
  path.join('src', 'i18n', 'LaterTexts.tsx'),
];

describe('the five parts of each catalogue', () => {
  it('together hold every text once', () => {
    for (const messages of Object.values(catalogues)) {
      const pupil = pickPart(messages, 'pupil');
      const teacher = pickPart(messages, 'teacher');
      const later = pickPart(messages, 'later');
      const activities = pickPart(messages, 'activities');
      const okt3 = pickPart(messages, 'okt3');
      const signin = pickPart(messages, 'signin');
      expect(Object.keys(pupil).length + Object.keys(teacher).length + Object.keys(later).length + Object.keys(activities).length + Object.keys(okt3).length + Object.keys(signin).length).toBe(
        Object.keys(messages).length,
      );
      expect(Object.keys(signin).every((id) => SIGNIN_PREFIXES.some((p) => id.startsWith(p)) || SIGNIN_ERRORS.has(id) || id.startsWith('error.txt_error_feide_'))).toBe(true);
      expect(SIGNIN_MARKER in signin).toBe(true);
      expect(TEACHER_MARKER in teacher).toBe(true);
      expect(PART_MARKERS.activities in activities && PART_MARKERS.okt3 in okt3 && PART_MARKERS.later in later).toBe(true);
      // Used by pages without the sign-in part too (the start-over page, the teacher's account).
      expect(['login.busy', 'login.password.hint'].every((id) => id in pupil)).toBe(true);
      expect(Object.keys(teacher).every((id) => TEACHER_PREFIXES.some((p) => id.startsWith(p)) || TEACHER_ERRORS.has(id))).toBe(true);
      expect([...TEACHER_ERRORS].every((id) => id in teacher)).toBe(true);
      expect(Object.keys(later).every((id) => LATER_PREFIXES.some((p) => id.startsWith(p)))).toBe(true);
      expect(Object.keys(later).length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['later', LATER_PLACES],
    ['activities', ACTIVITY_PLACES],
    ['okt3', OKT3_PLACES],
    ['signin', SIGNIN_PLACES],
  ] as const)('keep the %s texts inside the parts that bring them', (part, places) => {
    const outside = sourceFiles('src').filter((file) => !places.some((place) => file.startsWith(place)) && file !== ROUTE_TABLE);
    const used = outside.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/['"`]([A-Za-z]+\.[A-Za-z0-9_.]+)['"`]/g)]
        .filter((m) => m[1]! in catalogues.no && partOf(m[1]!) === part)
        .map((m) => `${file}: ${m[1]}`),
    );
    expect(used).toEqual([]);
    expect(Object.keys(pickPart(catalogues.no, part)).length).toBeGreaterThan(0);
  });

  it('wrap each place that uses a part of its own', () => {
    // Each place's exported component is wrapped, or rendered by one that is.
    // Every chart is loaded through lazyChart, which wraps it in the later texts.
    expect(fs.readFileSync(path.join(root, 'src', 'activities', 'charts', 'lazyChart.tsx'), 'utf8')).toContain('default: withLaterTexts(component)');
    for (const name of ['BudgetChart', 'BudgetChangeChart', 'PaymentChart', 'PocketChart', 'ScenarioChart']) {
      const users = sourceFiles('src').filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes(`charts/${name}'`));
      expect(users.length, name).toBeGreaterThan(0);
      for (const file of users) expect(fs.readFileSync(path.join(root, file), 'utf8'), file).toMatch(new RegExp(`lazyChart\\(\\s*\\(\\) => import\\('\\.\\./charts/${name}'\\)`));
    }
    expect(fs.readFileSync(path.join(root, 'src', 'features', 'okt', 'containers.tsx'), 'utf8')).toContain("withLaterTexts(m.OktCompleteScreen, 'page')");
    expect(fs.readFileSync(path.join(root, 'src', 'screens', 'TeacherLandingScreen.tsx'), 'utf8')).toContain('<TeacherTexts lang={props.lang}>');
    const screens = fs.readFileSync(path.join(root, 'src', 'app', 'screens.tsx'), 'utf8');
    expect(screens).toContain("routeOf(route.name).texts.includes('signin') ? <SigninTexts lang={route.lang}>{screen}</SigninTexts>");
    expect(ROUTES.filter((route) => route.texts.includes('signin')).map((route) => route.name).sort()).toEqual(['auth', 'feide', 'landing', 'veiledere']);
    expect(fs.readFileSync(path.join(root, 'src', 'activities', 'lazyActivity.ts'), 'utf8')).toContain("withLaterTexts(shown, 'activity', part)");
    expect(fs.readFileSync(path.join(root, 'src', 'activities', 'gate', 'ActivityGate.tsx'), 'utf8')).toContain('part={activityTextPart(component)}');
    for (const name of ['PlaceRest', 'PayFrom']) expect(fs.readFileSync(path.join(root, 'src', 'activities', 'budget', 'LineSelect.tsx'), 'utf8')).toContain(`export const ${name} = withLaterTexts(`);
    expect(fs.readFileSync(path.join(root, 'src', 'activities', 'summary', 'LivedBudgetTable.tsx'), 'utf8')).toContain('export const LivedBudgetTable = withLaterTexts(');
  });

  it('gives økt 3’s activities, and only them, the part of their own', () => {
    type Okter = { okter: { id: number; activities: { component: string }[] }[] };
    const { okter } = JSON.parse(fs.readFileSync(path.join(root, 'content', 'no', 'okter.json'), 'utf8')) as Okter;
    const okt3 = new Set(okter.find((okt) => okt.id === 3)!.activities.map((a) => a.component));
    expect([...OKT3_COMPONENTS].sort()).toEqual([...okt3].sort());
    expect(fs.readFileSync(path.join(root, 'src', 'activities', 'registry.ts'), 'utf8')).toContain('part: activityTextPart(name)');
  });

  it('keep the teacher’s texts out of every page but the admin area', () => {
    const outside = sourceFiles('src').filter((file) => !TEACHER_PLACES.some((place) => file.startsWith(place)) && file !== ROUTE_TABLE);
    const used = outside.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/['"`]((?:admin|account|veiledere|teacherForm|teacherLogin|teacherStatus)\.[A-Za-z0-9_.]+)['"`]/g)].map((m) => `${file}: ${m[1]}`),
    );
    // Only texts: `teacherForm.show` is also an event's name.
    expect(used.filter((hit) => hit.split(': ')[1]! in catalogues.no && partOf(hit.split(': ')[1]!) === 'teacher')).toEqual([]);
  });

  it('are cut out of the source catalogue by the build, as modules', async () => {
    const plugin = precompiledCatalogues();
    (plugin.config as (c: object, env: { command: string }) => unknown)({}, { command: 'build' });
    const source = JSON.stringify(catalogues.no);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const teacher = transform(source, `${root}/src/i18n/no.json?part=teacher`)!.code;
    expect(teacher).toBe(`export default ${compileCatalogue(JSON.stringify(pickPart(catalogues.no, 'teacher')))};\n`);
    expect(transform(source, `${root}/src/i18n/no.json`)!.code).toBe(compileCatalogue(source));
    const resolve = plugin.resolveId as (id: string) => string | null;
    expect(resolve('catalogue:nn/pupil')).toBe(`${path.join(root, 'src', 'i18n', 'nn.json')}?part=pupil`);
  });
});

describe('the errors in the teacher part', () => {
  // Each is sent only by routes whose callers are in the admin area or «Mine data» (both under TeacherTexts).
  const ADMIN_CALLERS = [path.join('src', 'features', 'admin'), path.join('src', 'features', 'account'), path.join('src', 'features', 'myData'), path.join('machines')];
  it('are named only in server routes, contracts and the teacher’s places, never in a pupil page’s code', () => {
    const pupilCode = [...sourceFiles('src'), ...sourceFiles('machines')].filter(
      (file) => !ADMIN_CALLERS.some((place) => file.startsWith(place)) && !file.startsWith(path.join('src', 'contracts')) && !file.startsWith(path.join('src', 'domain')),
    );
    const named = pupilCode.filter((file) => [...TEACHER_ERRORS].some((id) => fs.readFileSync(path.join(root, file), 'utf8').includes(id.slice('error.'.length))));
    expect(named).toEqual([]);
  });
});
