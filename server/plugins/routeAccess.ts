import type { FastifyContextConfig, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Who may call a route, declared in its `config`: enforced by server/plugins/auth.ts, attacked by server/security/*.test.ts. */

/** public: no token; user: any signed-in user's bearer token; teacher: a teacher's token (else 403). */
export type Access = 'public' | 'user' | 'teacher';

/** Where the route looks for its token: the Authorization header, a `token` field in the body, or nowhere. */
export type TokenPlace = 'bearer' | 'body' | 'none';

/** An object a request can name that may belong to someone other than the caller, and who may reach it. */
export type Reach =
  /** users/{userId}/…: only that user. */
  | { kind: 'user'; param: 'userId' }
  /** A class by its code: only its teacher. `pupils`: the route lists the pupils, or deletes all their answers. */
  | { kind: 'teacherClass'; in: 'path' | 'body'; pupils?: 'listed' | 'answersDeleted' }
  /** Whether a class code exists and which sessions it has open: anyone, since pupils sign in with the code. */
  | { kind: 'classAccess'; in: 'path' | 'query' }
  /** The caller's own record under any code named, since a pupil joins a class by typing its code. */
  | { kind: 'ownProgress'; in: 'path' | 'body' }
  /** An account named by e-mail address: reached only with its password, or a reset code mailed to it. */
  | { kind: 'account'; field: 'email' | 'username' }
  /**
   * A pupil with a record in the class: only the class's teacher. `overAccount` (a temporary password, letting the
   * pupil in again) also needs the pupil's authority (server/routes/pupilAuthority.ts).
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
    /** Every route the app registers, with its declared access. */
    routeCatalogue: readonly CatalogueRoute[];
  }
}

export interface CatalogueRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access;
  token: TokenPlace;
  reach: readonly Reach[];
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

/** Registered before any route: fills `app.routeCatalogue`, and a route without declared access stops the app starting. */
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
