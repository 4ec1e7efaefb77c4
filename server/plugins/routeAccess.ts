import type { FastifyContextConfig, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route, declared once in its own `config` and read twice: the app's access check enforces it
 * (server/plugins/auth.ts), and the security tests (server/security/*.test.ts) attack every route by it.
 */

/** public: no token; user: any signed-in user's bearer token; teacher: a teacher's token (else 403). */
export type Access = 'public' | 'user' | 'teacher';

/** Where the route looks for its token: the Authorization header, a `token` field in the body, or nowhere. */
export type TokenPlace = 'bearer' | 'body' | 'none';

/** An object a request can name that may belong to someone other than the caller, and who may reach it. */
export type Reach =
  /** users/{userId}/…: only that user. */
  | { kind: 'user'; param: 'userId' }
  /**
   * A teacher's class named by its code: only its teacher. `pupils`: the route shows that teacher the e-mail and id
   * of the class's pupils (the throttled list), or deletes every pupil's answers in the class (deleting the class).
   */
  | { kind: 'teacherClass'; in: 'path' | 'body'; pupils?: 'listed' | 'answersDeleted' }
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
   * A pupil's account named by user id under a class code: only the class's own teacher, and only for a pupil
   * (never a teacher) with a record in that class. `overAccount`: a power over the account itself (a temporary
   * password, letting the pupil in again), which also needs the pupil's classes all to be that teacher's, or the
   * first one the pupil joined (server/routes/pupilAuthority.ts).
   */
  | { kind: 'classPupil'; overAccount?: true }
  /** The caller's own account, classes or county, found from the token alone. */
  | { kind: 'self' }
  /** Content and settings, the same for everyone. */
  | { kind: 'content' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; the app refuses to start with a route that does not say. */
    access?: Access;
    /** A public route that takes a token in its body; a user's or teacher's route takes it as a bearer header. */
    token?: 'body';
    /** What a request can name that may be someone else's (empty: nothing). */
    reach?: readonly Reach[];
  }
  interface FastifyInstance {
    /** Every route the app registers, with its declared access, as registered. */
    routeCatalogue: readonly CatalogueRoute[];
  }
}

export interface CatalogueRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The URL pattern exactly as registered. */
  url: string;
  access: Access;
  token: TokenPlace;
  reach: readonly Reach[];
  /** The route's body schema (zod), when it takes a body. */
  body?: unknown;
  /** One file of the built client (@fastify/static), the same for everyone. */
  clientFile?: true;
}

/** The declaration of a public route whose answer is the same for everyone. */
export const PUBLIC_CONTENT = { access: 'public', reach: [{ kind: 'content' }] } as const satisfies FastifyContextConfig;

const ACCESS: readonly string[] = ['public', 'user', 'teacher'] satisfies Access[];

/** @fastify/static names the file each of its routes serves in the route's config. */
const isClientFile = (route: RouteOptions) => {
  const config = route.config as { file?: unknown; rootPath?: unknown } | undefined;
  return typeof config?.file === 'string' && typeof config.rootPath === 'string';
};

/**
 * Registered before any route: every route the app registers goes into `app.routeCatalogue`, and one that does not
 * declare its access stops the app from starting. HEAD is answered by the GET route, so it is listed once.
 */
export const routeAccess = fp(async (app) => {
  const catalogue: CatalogueRoute[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    if (methods.length === 0) return;
    const clientFile = isClientFile(route);
    const { access, token, reach }: FastifyContextConfig = clientFile ? PUBLIC_CONTENT : (route.config ?? {});
    const where = `${methods.join(', ')} ${route.url}`;
    if (access === undefined || !ACCESS.includes(access) || !Array.isArray(reach)) {
      throw new Error(`${where} declares no access: give it config.access and config.reach (server/plugins/routeAccess.ts)`);
    }
    if (token !== undefined && (token !== 'body' || access !== 'public')) throw new Error(`${where}: only a public route takes its token in the body`);
    for (const method of methods) {
      catalogue.push({
        method: method as CatalogueRoute['method'],
        url: route.url,
        access,
        token: token ?? (access === 'public' ? 'none' : 'bearer'),
        reach,
        ...(route.schema?.body === undefined ? {} : { body: route.schema.body }),
        ...(clientFile ? { clientFile: true as const } : {}),
      });
    }
  });
}, { name: 'route-access' });
