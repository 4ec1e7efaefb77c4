import type { CatalogueRoute } from '../plugins/routeAccess';

/**
 * A well-formed request for every route of the app's catalogue (server/plugins/routeAccess.ts), for the security
 * tests (server/security/*.test.ts) to attack: it succeeds when the context is the caller's own (the catch-all and
 * the e-mailed link's confirmation refuse every example). A path parameter takes its value by its name; a route
 * with a body, a query or parameters named otherwise has its example here.
 */

/** What an example request is filled in with: the caller's own objects, or a target the caller aims at. */
export interface ExampleContext {
  userId: string;
  /** The target's row id in the class view of `classCode` (server/routes/classPupil.ts). */
  pupilId: string;
  classCode: string;
  email: string;
  password: string;
  /** An idToken, for the route that takes one in its body. */
  token: string;
  resetCode: string;
}

export interface ExampleRequest {
  url: string;
  body?: unknown;
}

/** The session id the examples name: nobody has it unless a test makes it (the body fuzz does, to end it). */
export const EXAMPLE_SESSION = 'ingen_slik_okt_123456';

export const routeKey = (route: Pick<CatalogueRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The value of a path parameter, by its name. */
const PARAMS: Record<string, (c: ExampleContext) => string> = {
  lang: () => 'no',
  userId: (c) => c.userId,
  classCode: (c) => c.classCode,
  pupilId: (c) => c.pupilId,
  // Nobody's session (404) unless a test makes it: ending the caller's own would end the token the tests go on using.
  id: () => EXAMPLE_SESSION,
  year: () => '2026',
  slug: () => 'personvern',
  // Only unknown actions reach the catch-all, and every one is answered 400.
  action: () => 'slett-alt',
};

const EXAMPLES: Record<string, (c: ExampleContext) => Partial<ExampleRequest>> = {
  'GET /api/public/:lang/get/multiselect/:a/:b': () => ({ url: '/api/public/no/get/multiselect/bransje/alle' }),
  'GET /api/public/:lang/get/:type/:id': () => ({ url: '/api/public/no/get/budsjett/alle' }),
  // A custom post without its id: answered 400 "No ID provided." (spec §5) for every type.
  'GET /api/public/:lang/get/:type': () => ({ url: '/api/public/no/get/jobb' }),

  'POST /api/identity/sign-up': (c) => ({ body: { email: c.email, password: c.password } }),
  'POST /api/identity/sign-in': (c) => ({ body: { email: c.email, password: c.password } }),
  'POST /api/identity/password-reset/send': (c) => ({ body: { email: c.email, lang: 'no' } }),
  'POST /api/identity/password-reset/verify': (c) => ({ body: { code: c.resetCode } }),
  'POST /api/identity/password-reset/confirm': (c) => ({ body: { code: c.resetCode, password: c.password } }),

  'GET /api/feide/start': (c) => ({ url: `/api/feide/start?page=pupil&lang=no&classCode=${c.classCode}` }),
  // Without the cookie of a sign-in under way it records nothing and sends the browser to the sign-in page.
  'GET /api/feide/callback': () => ({ url: '/api/feide/callback?code=en-kode&state=en-state' }),
  'GET /api/feide/logout': () => ({ url: '/api/feide/logout?lang=no&side=elev' }),

  'PUT /api/store/users/:userId/classes/:classCode': () => ({ body: { responses: { O1A: 'skrevet av testen' } } }),
  // Succeeds on the caller's existing record, for an activity it has not saved yet (version 0).
  'PATCH /api/store/users/:userId/classes/:classCode': () => ({ body: { changes: { O2A: { value: 'skrevet av testen', baseVersion: 0, editedAt: 1 } } } }),

  'POST /api/start-over': (c) => ({ body: { classCode: c.classCode } }),
  'PUT /api/class/:classCode/display-name': () => ({ body: { displayName: 'Kari' } }),
  'PUT /api/class/:classCode/pupil/:pupilId/display-name': () => ({ body: { displayName: 'Kari' } }),
  'POST /api/register/teacher': (c) => ({ body: { email: c.email, password: c.password, fylkeEmail: c.email, fylkeId: '03', isNewTeacher: true } }),
  // The e-mailed link's token is the only proof; an example token is unknown and refused.
  'POST /api/register/teacher/confirm': () => ({ body: { token: 'A'.repeat(43) } }),
  'POST /api/register/teacher/resend': () => ({ body: { lang: 'no' } }),
  'POST /api/jwt/token': (c) => ({ body: { username: c.email, password: c.password } }),
  'POST /api/auth/reset-password': (c) => ({ body: { email: c.email, password: c.password, token: c.token } }),

  // The same password again: a genuine request succeeds and the account can still sign in afterwards.
  'POST /api/account/password': (c) => ({ body: { currentPassword: c.password, newPassword: c.password } }),
  'POST /api/account/delete': (c) => ({ body: { password: c.password } }),

  'POST /api/school': () => ({ body: { name: 'Testskolen' } }),
  'POST /api/class/create': () => ({ body: { name: '10B', school: 'Testskolen', schoolYear: '2026/2027' } }),
  'POST /api/class/update': (c) => ({ body: { classCode: c.classCode, name: 'Endret navn' } }),
  'POST /api/class/archive': (c) => ({ body: { classCode: c.classCode, archived: true } }),
  'POST /api/class/delete': (c) => ({ body: { classCode: c.classCode, confirmCode: c.classCode } }),
  'POST /api/class/:classCode/remove-pupil': (c) => ({ body: { email: c.email } }),
  'POST /api/class/enable-section': (c) => ({ body: { classCode: c.classCode, oktNumber: 3 } }),
  'POST /api/class/disable-section': (c) => ({ body: { classCode: c.classCode, oktNumber: 4 } }),
  'POST /api/class/:action': (c) => ({ body: { classCode: c.classCode } }),
  'POST /api/class/:classCode/temporary-password': (c) => ({ body: { email: c.email } }),
  'POST /api/class/:classCode/unthrottle': (c) => ({ body: { userId: c.userId } }),
  // «Send alle hit» rather than a hold, which would hold back the store's example saves in the same class.
  'POST /api/class/:classCode/pace': () => ({ body: { action: 'send', okt: 1, activity: 'O1C' } }),
};

/** Routes that hash or verify a password (argon2id, about 50 ms a time), so fuzzing them costs more. */
export const HASHES_PASSWORD: ReadonlySet<string> = new Set([
  'POST /api/identity/sign-up',
  'POST /api/identity/sign-in',
  'POST /api/identity/password-reset/confirm',
  'POST /api/register/teacher',
  'POST /api/jwt/token',
  'POST /api/auth/reset-password',
  'POST /api/account/password',
  'POST /api/account/delete',
  'POST /api/class/:classCode/pupil/:pupilId/temporary-password',
  'POST /api/class/:classCode/pupils/:userId/temporary-password',
  'POST /api/class/:classCode/temporary-password',
]);

/** The route keys this file names, so a test can find one no route has any more. */
export const EXAMPLE_KEYS: readonly string[] = [...Object.keys(EXAMPLES), ...HASHES_PASSWORD];

export function exampleOf(route: CatalogueRoute, c: ExampleContext): ExampleRequest {
  const own = EXAMPLES[routeKey(route)]?.(c) ?? {};
  const url =
    own.url ??
    route.url.replace(/:(\w+)/g, (_, name: string) => {
      const value = PARAMS[name];
      if (!value) throw new Error(`${routeKey(route)}: no example value for :${name}; give the route its example in server/test/routeExamples.ts`);
      return value(c);
    });
  return own.body === undefined ? { url } : { url, body: own.body };
}

/** The routes the security tests attack: every route of the app but the files of the built client. */
export const attackedRoutes = (catalogue: readonly CatalogueRoute[]) => catalogue.filter((route) => !route.clientFile);
