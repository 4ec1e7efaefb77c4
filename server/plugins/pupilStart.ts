import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ClassCodeSchema } from '../../src/contracts/auth';
import type { Lang } from '../../src/contracts/lang';
import type { OktContent } from '../../src/contracts/okt';
import { parseStartCookie, START_COOKIE, startPathOf } from '../../src/contracts/startCookie';
import { type ClassAccess, isActivityComplete, type Responses } from '../../src/domain/okt';
import { findClassAccess } from '../db/repositories/classes';
import { findClassRecord } from '../db/repositories/progress';
import { mustChangePassword } from '../db/repositories/users';
import { readCookie } from '../auth/deviceCookie';
import { userFromToken } from './auth';

/** src/prerender.tsx's `renderPupilStart`, from the build's server bundle. */
export type RenderPupilStart = (lang: Lang, content: readonly OktContent[], responses: Responses, classAccess: ClassAccess) => Promise<string>;

/** The start page drawn for one pupil: their user id (whom the page's guard shows it to) and the markup. */
export interface OwnStartPage {
  owner: string;
  html: string;
}

/** The build's renderer (dist/prerender beside dist/client), or null where the build has none. */
export async function loadStartRenderer(clientDir: string): Promise<RenderPupilStart | null> {
  const file = path.join(clientDir, '..', 'prerender', 'prerender.js');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPupilStart?: RenderPupilStart };
  return typeof module.renderPupilStart === 'function' ? module.renderPupilStart : null;
}

/** Drawn pages kept per language, open sessions and finished activities: a class's pupils share a handful of them. */
const MEMO_SIZE = 500;

/**
 * Issue 20: the start page of the pupil whose sign-in the request's cookie carries (contracts/startCookie.ts), drawn
 * from their record and their class's open sessions, so it shows its cards before any script has run. Null (the page
 * then comes as its loading look, as before) for any other request: no cookie, a sign-in the API would refuse (run
 * out, signed out, a changed password), a teacher, an account that must first change its password, a class without
 * the pupil's record in it or archived, the Firebase profile (whose records are in Firestore), or any failure.
 */
export function ownStartPage(app: FastifyInstance, render: RenderPupilStart): (request: FastifyRequest, pathname: string) => Promise<OwnStartPage | null> {
  const drawn = new Map<string, string>();
  const langOf = (pathname: string): Lang | null => (pathname === startPathOf('no') ? 'no' : pathname === startPathOf('nn') ? 'nn' : null);
  return async (request, pathname) => {
    const lang = langOf(pathname);
    const signIn = lang && !app.firebase ? parseStartCookie(readCookie(request.headers.cookie, START_COOKIE)) : null;
    if (!lang || !signIn) return null;
    try {
      const classCode = ClassCodeSchema.safeParse(signIn.classCode);
      if (!classCode.success) return null;
      const check = await userFromToken(app, signIn.token, { userAgent: request.headers['user-agent'] });
      if (!check.ok || check.isTeacher || mustChangePassword(check.user)) return null;
      const record = await findClassRecord(app.db, check.user.id, classCode.data);
      const access = record && (app.classAccessMemo.get(classCode.data, app.now()) ?? (await findClassAccess(app.db, classCode.data)));
      if (!record || !access) return null;
      const content = app.content.okter[lang];
      const responses = record.responses as Responses;
      const finished = content.flatMap((okt) => okt.activities.map((a) => (isActivityComplete(a, responses) ? 1 : 0))).join('');
      const key = `${lang} ${JSON.stringify(access)} ${finished}`;
      let html = drawn.get(key);
      if (html === undefined) {
        html = await render(lang, content, responses, access);
        if (drawn.size >= MEMO_SIZE) drawn.clear();
        drawn.set(key, html);
      }
      return { owner: check.user.id, html };
    } catch (err) {
      request.log.warn({ err }, 'could not draw the start page for the signed-in pupil');
      return null;
    }
  };
}
