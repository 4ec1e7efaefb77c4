import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AnswerChangesBody } from '../../src/contracts/answers';
import { AddSchoolBody, ArchiveClassBody, CreateClassBody, DeleteClassBody, PupilDisplayNameBody, RemovePupilBody, UpdateClassBody } from '../../src/contracts/admin';
import { DeleteAccountBody } from '../../src/contracts/myData';
import {
  ChangePasswordBody,
  ClassRecordBody,
  ResetConfirmBody,
  ResetPasswordBody,
  ResetSendBody,
  ResetVerifyBody,
  SignInBody,
  SignUpBody,
  TeacherRegistrationBody,
  TemporaryPasswordBody,
  TokenBody,
} from '../../src/contracts/auth';
import { UnthrottleBody } from '../../src/contracts/classHelp';
import { DisplayNameBody } from '../../src/contracts/displayName';
import { LOAD_WATCH_PATH } from '../plugins/loadWatch';
import { SectionActionBody, StartOverBody } from '../../src/contracts/okt';
import { TeacherConfirmBody, TeacherResendBody } from '../../src/contracts/teacherVerification';

/**
 * Every route the server registers, with who may call it and which objects a request can name. The
 * security tests (server/security/*.test.ts) attack each entry, and one of them fails when the app
 * has a route this list does not have, or the other way round, so a new route cannot go untested.
 */

/** public: no token; user: any signed-in user's bearer idToken; teacher: a teacher's token (else 403). */
export type Access = 'public' | 'user' | 'teacher';

/** Where the route looks for its token: the Authorization header, a `token` field in the body, or nowhere. */
export type TokenPlace = 'bearer' | 'body' | 'none';

/** An object a request can name that may belong to someone other than the caller, and who may reach it. */
export type Reach =
  /** users/{userId}/…: only that user. */
  | { kind: 'user'; param: 'userId' }
  /** A teacher's class named by its code: only its teacher. */
  | { kind: 'teacherClass'; in: 'path' | 'body' }
  /** Whether a class code exists and which sessions it has open: anyone, since pupils sign in with the code. */
  | { kind: 'classAccess'; in: 'path' | 'query' }
  /**
   * The caller's own progress record under the code named: any code, since a pupil joins a class by typing
   * it (answers are taken only in a class that exists and is not archived).
   */
  | { kind: 'ownProgress'; in: 'path' | 'body' }
  /** An account named by e-mail address: reached only with its password, or a reset code mailed to it. */
  | { kind: 'account'; field: 'email' | 'username' }
  /**
   * A pupil's account named by user id under a class code: only the class's own teacher, and only for a
   * pupil (never a teacher) with a record in that class.
   */
  | { kind: 'classPupil' }
  /** The caller's own account, classes or county, found from the token alone. */
  | { kind: 'self' }
  /** Content and settings, the same for everyone. */
  | { kind: 'content' };

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

export interface CatalogueRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** The URL pattern exactly as registered. */
  pattern: string;
  access: Access;
  token: TokenPlace;
  reaches: readonly Reach[];
  /** The body schema from src/contracts; the fuzz reads its field names. */
  body?: z.ZodType;
  /** The route hashes or verifies a password (argon2id, ~50 ms), so fuzzing it costs more. */
  hashesPassword?: boolean;
  /** The route shows the teacher the e-mail and id of pupils with a record in their own class (the throttled list). */
  listsClassPupils?: boolean;
  /** The class's own teacher deletes every pupil's answers in the class (deleting the class). */
  deletesClassAnswers?: boolean;
  /** A well-formed request; it succeeds when the context is the caller's own (the two catch-all routes refuse every request). */
  example: (c: ExampleContext) => { url: string; body?: unknown };
}

/** The session id the examples name: nobody has it unless a test makes it (the body fuzz does, to end it). */
export const EXAMPLE_SESSION = 'ingen_slik_okt_123456';

const content = (pattern: string, url: string): CatalogueRoute => ({ method: 'GET', pattern, access: 'public', token: 'none', reaches: [{ kind: 'content' }], example: () => ({ url }) });

export const ROUTE_CATALOGUE: readonly CatalogueRoute[] = [
  content('/api/health', '/api/health'),
  // The watch that tells a pupil when the app's scripts did not arrive: one script text, the same for everyone.
  content(LOAD_WATCH_PATH, LOAD_WATCH_PATH),
  content('/api/public/list/fylke', '/api/public/list/fylke'),
  content('/api/public/precache', '/api/public/precache'),
  content('/api/public/tax/:year', '/api/public/tax/2026'),
  content('/api/public/:lang/get/page/:slug', '/api/public/no/get/page/personvern'),
  content('/api/public/:lang/get/pdf-content', '/api/public/no/get/pdf-content'),
  content('/api/public/:lang/get/faq', '/api/public/no/get/faq'),
  content('/api/public/:lang/get/okt-content-all', '/api/public/no/get/okt-content-all'),
  content('/api/public/:lang/get/multiselect/:a/:b', '/api/public/no/get/multiselect/bransje/alle'),
  content('/api/public/:lang/get/unexpected-expense', '/api/public/no/get/unexpected-expense'),
  content('/api/public/:lang/get/:type/:id', '/api/public/no/get/budsjett/alle'),
  content('/api/public/:lang/list/okt', '/api/public/no/list/okt'),
  content('/api/public/:lang/pdf-button-status', '/api/public/no/pdf-button-status'),
  // A custom post without its id: answered 400 "No ID provided." (spec §5) for every type.
  content('/api/public/:lang/get/:type', '/api/public/no/get/jobb'),
  {
    method: 'GET',
    pattern: '/api/public/:lang/get/klasse/:classCode',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'classAccess', in: 'path' }],
    example: (c) => ({ url: `/api/public/no/get/klasse/${c.classCode}` }),
  },

  // The self-hosted identity provider.
  {
    method: 'POST',
    pattern: '/api/identity/sign-up',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'account', field: 'email' }],
    body: SignUpBody,
    hashesPassword: true,
    example: (c) => ({ url: '/api/identity/sign-up', body: { email: c.email, password: c.password } }),
  },
  {
    method: 'POST',
    pattern: '/api/identity/sign-in',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'account', field: 'email' }],
    body: SignInBody,
    hashesPassword: true,
    example: (c) => ({ url: '/api/identity/sign-in', body: { email: c.email, password: c.password } }),
  },
  {
    method: 'POST',
    pattern: '/api/identity/sign-out',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    example: () => ({ url: '/api/identity/sign-out' }),
  },
  {
    method: 'POST',
    pattern: '/api/identity/password-reset/send',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'account', field: 'email' }],
    body: ResetSendBody,
    example: (c) => ({ url: '/api/identity/password-reset/send', body: { email: c.email, lang: 'no' } }),
  },
  {
    method: 'POST',
    pattern: '/api/identity/password-reset/verify',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'account', field: 'email' }],
    body: ResetVerifyBody,
    example: (c) => ({ url: '/api/identity/password-reset/verify', body: { code: c.resetCode } }),
  },
  {
    method: 'POST',
    pattern: '/api/identity/password-reset/confirm',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'account', field: 'email' }],
    body: ResetConfirmBody,
    hashesPassword: true,
    example: (c) => ({ url: '/api/identity/password-reset/confirm', body: { code: c.resetCode, password: c.password } }),
  },

  // Sign-in with Feide: no token; a sign-in under way is named by the HttpOnly cookie of the browser
  // that started it, and the provider's answer is checked against it (server/routes/feide.test.ts).
  {
    // A typed class code is checked before leaving for the provider, as the class code sign-in checks it.
    method: 'GET',
    pattern: '/api/feide/start',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'classAccess', in: 'query' }],
    example: (c) => ({ url: `/api/feide/start?page=pupil&lang=no&classCode=${c.classCode}` }),
  },
  {
    // Without the cookie of a sign-in under way it records nothing and sends the browser to the sign-in page.
    method: 'GET',
    pattern: '/api/feide/callback',
    access: 'public',
    token: 'none',
    reaches: [],
    example: () => ({ url: '/api/feide/callback?code=en-kode&state=en-state' }),
  },
  {
    // The outcome of the sign-in this browser's cookie names, once: the caller's own account, or none.
    method: 'POST',
    pattern: '/api/feide/session',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'self' }],
    example: () => ({ url: '/api/feide/session' }),
  },
  {
    // The same address for everyone: the provider's sign-out page, or the app's own.
    method: 'GET',
    pattern: '/api/feide/logout',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'content' }],
    example: () => ({ url: '/api/feide/logout?lang=no&side=elev' }),
  },

  // The document store: users/{userId}/….
  {
    method: 'GET',
    pattern: '/api/store/users/:userId',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'user', param: 'userId' }],
    example: (c) => ({ url: `/api/store/users/${c.userId}` }),
  },
  {
    method: 'GET',
    pattern: '/api/store/users/:userId/classes/latest',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'user', param: 'userId' }],
    example: (c) => ({ url: `/api/store/users/${c.userId}/classes/latest` }),
  },
  {
    method: 'GET',
    pattern: '/api/store/users/:userId/classes/:classCode',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'user', param: 'userId' }, { kind: 'ownProgress', in: 'path' }],
    example: (c) => ({ url: `/api/store/users/${c.userId}/classes/${c.classCode}` }),
  },
  {
    method: 'GET',
    pattern: '/api/store/users/:userId/classes/:classCode/versions',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'user', param: 'userId' }, { kind: 'ownProgress', in: 'path' }],
    example: (c) => ({ url: `/api/store/users/${c.userId}/classes/${c.classCode}/versions` }),
  },
  {
    method: 'PUT',
    pattern: '/api/store/users/:userId/classes/:classCode',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'user', param: 'userId' }, { kind: 'ownProgress', in: 'path' }],
    body: ClassRecordBody,
    example: (c) => ({ url: `/api/store/users/${c.userId}/classes/${c.classCode}`, body: { responses: { O1A: 'skrevet av testen' } } }),
  },
  {
    // Succeeds on the caller's existing record, for an activity it has not saved yet (version 0).
    method: 'PATCH',
    pattern: '/api/store/users/:userId/classes/:classCode',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'user', param: 'userId' }, { kind: 'ownProgress', in: 'path' }],
    body: AnswerChangesBody,
    example: (c) => ({
      url: `/api/store/users/${c.userId}/classes/${c.classCode}`,
      body: { changes: { O2A: { value: 'skrevet av testen', baseVersion: 0, editedAt: 1 } } },
    }),
  },

  // The backend calls of spec §7.
  {
    method: 'POST',
    pattern: '/api/start-over',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'ownProgress', in: 'body' }],
    body: StartOverBody,
    example: (c) => ({ url: '/api/start-over', body: { classCode: c.classCode } }),
  },
  {
    method: 'GET',
    pattern: '/api/class/:classCode/display-name',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'ownProgress', in: 'path' }],
    example: (c) => ({ url: `/api/class/${c.classCode}/display-name` }),
  },
  {
    method: 'PUT',
    pattern: '/api/class/:classCode/display-name',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'ownProgress', in: 'path' }],
    body: DisplayNameBody,
    example: (c) => ({ url: `/api/class/${c.classCode}/display-name`, body: { displayName: 'Kari' } }),
  },
  {
    method: 'PUT',
    pattern: '/api/class/:classCode/pupil/:pupilId/display-name',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'classPupil' }],
    body: PupilDisplayNameBody,
    example: (c) => ({ url: `/api/class/${c.classCode}/pupil/${c.pupilId}/display-name`, body: { displayName: 'Kari' } }),
  },
  {
    method: 'POST',
    pattern: '/api/register/teacher',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'account', field: 'email' }],
    body: TeacherRegistrationBody,
    hashesPassword: true,
    example: (c) => ({ url: '/api/register/teacher', body: { email: c.email, password: c.password, fylkeEmail: c.email, fylkeId: '03', isNewTeacher: true } }),
  },
  {
    // The e-mailed link's token is the only proof; an example token is unknown and refused, so it reaches nothing.
    method: 'POST',
    pattern: '/api/register/teacher/confirm',
    access: 'public',
    token: 'none',
    reaches: [],
    body: TeacherConfirmBody,
    example: () => ({ url: '/api/register/teacher/confirm', body: { token: 'A'.repeat(43) } }),
  },
  {
    method: 'GET',
    pattern: '/api/register/teacher/status',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    example: () => ({ url: '/api/register/teacher/status' }),
  },
  {
    method: 'POST',
    pattern: '/api/register/teacher/resend',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    body: TeacherResendBody,
    example: () => ({ url: '/api/register/teacher/resend', body: { lang: 'no' } }),
  },
  {
    method: 'POST',
    pattern: '/api/jwt/token',
    access: 'public',
    token: 'none',
    reaches: [{ kind: 'account', field: 'username' }],
    body: TokenBody,
    hashesPassword: true,
    example: (c) => ({ url: '/api/jwt/token', body: { username: c.email, password: c.password } }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/logout',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    example: () => ({ url: '/api/auth/logout' }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/reset-password',
    access: 'public',
    token: 'body',
    reaches: [{ kind: 'account', field: 'email' }],
    body: ResetPasswordBody,
    hashesPassword: true,
    example: (c) => ({ url: '/api/auth/reset-password', body: { email: c.email, password: c.password, token: c.token } }),
  },

  // The signed-in user's own account.
  {
    method: 'POST',
    pattern: '/api/account/password',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    body: ChangePasswordBody,
    hashesPassword: true,
    // The same password again: a genuine request succeeds and the account can still sign in afterwards.
    example: (c) => ({ url: '/api/account/password', body: { currentPassword: c.password, newPassword: c.password } }),
  },
  {
    method: 'GET',
    pattern: '/api/account/sessions',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    example: () => ({ url: '/api/account/sessions' }),
  },
  {
    method: 'POST',
    pattern: '/api/account/sessions/:id/end',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    // Nobody's session (404) unless a test makes it: ending the caller's own would end the token the tests go on using.
    example: () => ({ url: `/api/account/sessions/${EXAMPLE_SESSION}/end` }),
  },
  // «Mine data».
  {
    method: 'GET',
    pattern: '/api/account/data',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    example: () => ({ url: '/api/account/data' }),
  },
  {
    method: 'POST',
    pattern: '/api/account/delete',
    access: 'user',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    body: DeleteAccountBody,
    hashesPassword: true,
    example: (c) => ({ url: '/api/account/delete', body: { password: c.password } }),
  },

  // The teacher's admin area.
  {
    method: 'POST',
    pattern: '/api/school',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    body: AddSchoolBody,
    example: () => ({ url: '/api/school', body: { name: 'Testskolen' } }),
  },
  {
    method: 'POST',
    pattern: '/api/class/create',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    body: CreateClassBody,
    example: () => ({ url: '/api/class/create', body: { name: '10B', school: 'Testskolen', schoolYear: '2026/2027' } }),
  },
  {
    method: 'POST',
    pattern: '/api/class/update',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'teacherClass', in: 'body' }],
    body: UpdateClassBody,
    example: (c) => ({ url: '/api/class/update', body: { classCode: c.classCode, name: 'Endret navn' } }),
  },
  {
    method: 'POST',
    pattern: '/api/class/archive',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'teacherClass', in: 'body' }],
    body: ArchiveClassBody,
    example: (c) => ({ url: '/api/class/archive', body: { classCode: c.classCode, archived: true } }),
  },
  {
    method: 'POST',
    pattern: '/api/class/delete',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'teacherClass', in: 'body' }],
    body: DeleteClassBody,
    deletesClassAnswers: true,
    example: (c) => ({ url: '/api/class/delete', body: { classCode: c.classCode, confirmCode: c.classCode } }),
  },
  {
    method: 'POST',
    pattern: '/api/class/:classCode/remove-pupil',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'classPupil' }],
    body: RemovePupilBody,
    example: (c) => ({ url: `/api/class/${c.classCode}/remove-pupil`, body: { email: c.email } }),
  },
  {
    method: 'POST',
    pattern: '/api/class/enable-section',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'teacherClass', in: 'body' }],
    body: SectionActionBody,
    example: (c) => ({ url: '/api/class/enable-section', body: { classCode: c.classCode, oktNumber: 3 } }),
  },
  {
    method: 'POST',
    pattern: '/api/class/disable-section',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'teacherClass', in: 'body' }],
    body: SectionActionBody,
    example: (c) => ({ url: '/api/class/disable-section', body: { classCode: c.classCode, oktNumber: 4 } }),
  },
  {
    // Only unknown actions arrive here, and every one is answered 400: it reaches nothing.
    method: 'POST',
    pattern: '/api/class/:action',
    access: 'teacher',
    token: 'bearer',
    reaches: [],
    body: z.unknown(),
    example: (c) => ({ url: '/api/class/slett-alt', body: { classCode: c.classCode } }),
  },
  {
    method: 'POST',
    pattern: '/api/class/:classCode/pupil/:pupilId/temporary-password',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'classPupil' }],
    hashesPassword: true,
    example: (c) => ({ url: `/api/class/${c.classCode}/pupil/${c.pupilId}/temporary-password` }),
  },
  {
    method: 'POST',
    pattern: '/api/class/:classCode/pupils/:userId/temporary-password',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'classPupil' }],
    hashesPassword: true,
    example: (c) => ({ url: `/api/class/${c.classCode}/pupils/${c.userId}/temporary-password` }),
  },
  {
    method: 'POST',
    pattern: '/api/class/:classCode/temporary-password',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'classPupil' }],
    body: TemporaryPasswordBody,
    hashesPassword: true,
    example: (c) => ({ url: `/api/class/${c.classCode}/temporary-password`, body: { email: c.email } }),
  },
  {
    method: 'GET',
    pattern: '/api/class/:classCode/throttled',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'teacherClass', in: 'path' }],
    listsClassPupils: true,
    example: (c) => ({ url: `/api/class/${c.classCode}/throttled` }),
  },
  {
    method: 'POST',
    pattern: '/api/class/:classCode/unthrottle',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'classPupil' }],
    body: UnthrottleBody,
    example: (c) => ({ url: `/api/class/${c.classCode}/unthrottle`, body: { userId: c.userId } }),
  },
  {
    method: 'GET',
    pattern: '/api/class/:classCode/address',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'teacherClass', in: 'path' }],
    example: (c) => ({ url: `/api/class/${c.classCode}/address` }),
  },
  {
    method: 'POST',
    pattern: '/api/class/:classCode/address/unblock',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'teacherClass', in: 'path' }],
    example: (c) => ({ url: `/api/class/${c.classCode}/address/unblock` }),
  },
  {
    method: 'GET',
    pattern: '/api/list/class',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    example: () => ({ url: '/api/list/class' }),
  },
  {
    method: 'GET',
    pattern: '/api/list/class/:classCode/progress',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'teacherClass', in: 'path' }],
    example: (c) => ({ url: `/api/list/class/${c.classCode}/progress` }),
  },
  {
    method: 'GET',
    pattern: '/api/list/school',
    access: 'teacher',
    token: 'bearer',
    reaches: [{ kind: 'self' }],
    example: () => ({ url: '/api/list/school' }),
  },
];

export const routeKey = (route: { method: string; pattern: string }) => `${route.method} ${route.pattern}`;

export interface RegisteredRoute {
  method: string;
  pattern: string;
}

/**
 * The routes the app has, read from `printRoutes` (Fastify offers no list). Each line of the tree is
 * `├── /path (GET, HEAD)`, a child's path continuing its parent's, four characters of indent per level.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const pattern = (parents[depth - 1] ?? '') + match[2]!;
    parents.push(pattern);
    for (const method of match[3]?.split(', ') ?? []) {
      for (const candidate of spelledOut(pattern)) {
        if (candidate === pattern || namesItsParams(app, method, candidate)) routes.push({ method, pattern: candidate });
      }
    }
  }
  return routes;
}

/** Whether the route `pattern` finds has parameters of exactly the names the pattern spells (findRoute matches any name). */
function namesItsParams(app: FastifyInstance, method: string, pattern: string): boolean {
  const found = app.findRoute({ method: method as 'GET', url: pattern });
  return found !== null && Object.entries(found.params as Record<string, string>).every(([name, value]) => value === `:${name}`);
}

/**
 * Parameters of different names in one place share a node, printed `:action|:classCode`: every spelling,
 * of which the caller keeps the ones the app has.
 */
function spelledOut(pattern: string): string[] {
  if (!pattern.includes('|')) return [pattern];
  return pattern.split('/').reduce<string[]>(
    (heads, segment) => heads.flatMap((head) => segment.split('|').map((alternative) => (head === '' && alternative === '' ? '' : `${head}/${alternative}`))),
    [''],
  ).map((p) => p.replace(/^\/\//, '/'));
}

/**
 * Outside /api/ the app registers one GET (and HEAD) per file of the built client (@fastify/static
 * with `wildcard: false`); those serve files, never anyone's data, and are checked as files instead
 * of being listed here.
 */
export function isClientFileRoute(route: RegisteredRoute, clientDir: string): boolean {
  if (route.pattern.startsWith('/api/') || !['GET', 'HEAD'].includes(route.method)) return false;
  const file = path.join(clientDir, route.pattern);
  return file.startsWith(clientDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
}

/** Every registered route as `METHOD pattern`, HEAD folded into its GET; client files left out. */
export function appRouteKeys(app: FastifyInstance, clientDir: string): string[] {
  const routes = registeredRoutes(app).filter((route) => !isClientFileRoute(route, clientDir));
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.pattern));
  return [...new Set(routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.pattern))).map(routeKey))].sort();
}

export const catalogueKeys = () => ROUTE_CATALOGUE.map(routeKey).sort();
