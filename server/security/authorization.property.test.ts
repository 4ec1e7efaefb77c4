import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, recordingMailer, type TestApp, testClock } from '../test/authHelpers';
import { addAccount, createTestClass, saveResponses, type TestAccount } from '../test/teacherHelpers';
import { UNREACHABLE_FEIDE_ENV } from '../test/feideHelpers';
import { buildTestApp, testConfig } from '../test/testApp';
import type { CatalogueRoute } from '../plugins/routeAccess';
import { attackedRoutes, EXAMPLE_KEYS, type ExampleContext, exampleOf, routeKey } from '../test/routeExamples';
import { pupilIdOf } from '../routes/classPupil';
import { parsedJsonValue } from '../test/protoKeys';

/**
 * ASVS V8 (authorization): no token reaches another user's records or another teacher's classes through
 * any route of the app's catalogue (each route's declared access, server/plugins/routeAccess.ts), whatever it
 * sends. Every case starts from the same database: what a case changed is put back afterwards, so a case can
 * neither hide a later leak nor rename what is looked for.
 */

/**
 * Cases per run, on each database. Each run draws new ones (fast-check's seed changes), so coverage grows from run to
 * run; a case snapshots and restores every table, about 5 ms on SQLite.
 */
const NUM_RUNS = 5_000;

interface Person extends TestAccount {
  index: number;
  email: string;
  isTeacher: boolean;
  /** Text only this person's data holds: answers, class and school names, e-mail, user id. */
  markers: string[];
  /** Classes this person has a progress record in. */
  recordCodes: string[];
  /** Classes this person teaches. */
  ownClasses: string[];
}

/** Primary key of every table a request could write, rate_limits aside (it counts attempts by design). */
const TABLE_KEYS = {
  users: ['id'],
  // An account's Feide subject; only a sign-in through the provider makes one.
  feide_identities: ['subject'],
  classes: ['code'],
  class_sections: ['class_code', 'okt_number'],
  progress: ['user_id', 'class_code'],
  save_receipts: ['idempotency_key', 'user_id'],
  schools: ['id'],
  password_resets: ['code_hash'],
  sessions: ['id'],
  audit_log: ['id'],
  display_names: ['user_id', 'class_code'],
  start_overs: ['user_id', 'class_code'],
} as const;
type Table = keyof typeof TABLE_KEYS;
type Row = Record<string, unknown>;
/** Table → primary key → row. */
type Snapshot = Map<Table, Map<string, Row>>;
/** Parents first, so inserts find their parents and deletes go child first. */
const TABLE_ORDER: Table[] = ['users', 'feide_identities', 'classes', 'class_sections', 'progress', 'save_receipts', 'schools', 'password_resets', 'sessions', 'audit_log', 'display_names', 'start_overs'];

const keyOf = (table: Table, row: Row) => TABLE_KEYS[table].map((k) => String(row[k])).join('\u0000');
const sameRow = (a: Row | undefined, b: Row | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** Every table at once: on PostgreSQL the pool's connections read them side by side. */
async function snapshot(db: Kysely<any>): Promise<Snapshot> {
  const tables = await Promise.all(TABLE_ORDER.map(async (table) => [table, (await db.selectFrom(table).selectAll().execute()) as Row[]] as const));
  return new Map(tables.map(([table, rows]) => [table, new Map(rows.map((row) => [keyOf(table, row), row]))]));
}

const whereKey = (table: Table, row: Row) => (eb: any) => eb.and(TABLE_KEYS[table].map((k) => eb(k, '=', row[k])));

/** Puts every row back as it was in `baseline`: new rows deleted, changed rows rewritten, lost rows inserted. */
async function restore(db: Kysely<any>, baseline: Snapshot, now: Snapshot) {
  for (const table of [...TABLE_ORDER].reverse()) {
    for (const [key, row] of now.get(table)!) if (!baseline.get(table)!.has(key)) await db.deleteFrom(table).where(whereKey(table, row)).execute();
  }
  for (const table of TABLE_ORDER) {
    for (const [key, row] of baseline.get(table)!) {
      const current = now.get(table)!.get(key);
      if (!current) await db.insertInto(table).values(row).execute();
      else if (!sameRow(current, row)) await db.updateTable(table).set(row).where(whereKey(table, row)).execute();
    }
  }
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT of the right shape, unsigned or signed with a key the server does not have. */
function forgedToken(sub: string, alg: 'none' | 'HS256', at: number) {
  const iat = Math.floor(at / 1000);
  const body = `${b64({ alg, typ: 'JWT' })}.${b64({ sub, aud: 'ueokonomiapp', iss: 'ueokonomiapp', iat, exp: iat + 3600, ver: 0 })}`;
  return alg === 'none' ? `${body}.` : `${body}.${createHmac('sha256', randomBytes(32)).update(body).digest('base64url')}`;
}

describe('the route catalogue', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
  });
  afterAll(() => app?.close());

  it('refuses to start with a route that does not declare its access, so a new route cannot go unattacked', async () => {
    const other = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    try {
      const starting = (async () => {
        await other.register(async (routes) => {
          routes.get('/api/ny-rute', async () => ({ success: true }));
        });
        await other.ready();
      })();
      await expect(starting).rejects.toThrow('GET /api/ny-rute declares no access');
    } finally {
      await other.close();
    }
  });

  it('refuses a token in the body of a route that is not public', async () => {
    const other = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    try {
      expect(() => other.post('/api/ny-rute', { config: { access: 'user', token: 'body', reach: [] } }, async () => ({ success: true }))).toThrow('only a public route');
    } finally {
      await other.close();
    }
  });

  it('lists every route the app registers with its declared access, once, and an example for each', () => {
    const keys = app.routeCatalogue.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of app.routeCatalogue) expect(app.hasRoute({ method: route.method, url: route.url }), routeKey(route)).toBe(true);
    expect(app.routeCatalogue.find((route) => route.url === '/api/class/update')).toMatchObject({ access: 'teacher', token: 'bearer', reach: [{ kind: 'teacherClass', in: 'body' }] });
    // The client files of the test fixture are the routes @fastify/static adds: one per file, public.
    const files = app.routeCatalogue.filter((route) => route.clientFile);
    expect(files.map((route) => route.url).sort()).toEqual(['/assets/app.js', '/index.html', '/sw.js']);
    expect(files.every((route) => route.method === 'GET' && route.access === 'public')).toBe(true);
    // Every route has a well-formed example, one with a body where the route takes a body, and no example names a route the app has not.
    const context: ExampleContext = { userId: 'u', pupilId: 'p', classCode: 'ABC234', email: 'a@skole.no', password: 'passord', token: 't', resetCode: 'r' };
    for (const route of attackedRoutes(app.routeCatalogue)) {
      const example = exampleOf(route, context);
      expect(example.url, routeKey(route)).not.toContain(':');
      if (route.body !== undefined) expect(example.body, routeKey(route)).toBeDefined();
    }
    expect(EXAMPLE_KEYS.filter((key) => !keys.includes(key))).toEqual([]);
  });
});

describe('authorization across every route (property-based)', () => {
  let app: TestApp;
  const clock = testClock();
  const people: Person[] = [];
  /** Class code → index of its teacher. */
  const classOwner = new Map<string, number>();
  let baseline: Snapshot;

  beforeAll(async () => {
    // Thousands of saves by a few accounts within seconds of the test clock: the save limit is not what is tested here.
    // Feide is set up (towards a provider that does not answer), so its routes run their own code rather than answer 404.
    app = await buildTestApp({ config: { ...testConfig({ SAVES_PER_MINUTE: '1000000', ...UNREACHABLE_FEIDE_ENV }), seedDemo: false }, now: clock.now, mailer: recordingMailer().mailer });
    const add = async (isTeacher: boolean, fylkeId?: string) => {
      const tag = randomBytes(6).toString('hex');
      const email = `${isTeacher ? 'laerer' : 'elev'}-${tag}@skole.no`;
      const account = await addAccount(app, { isTeacher, fylkeId, email });
      const person: Person = { ...account, index: people.length, email, isTeacher, markers: [tag, email, account.userId], recordCodes: [], ownClasses: [] };
      people.push(person);
      return person;
    };
    // Two teachers in one county (they share its school list) and one in another, two classes each.
    for (const fylkeId of ['03', '03', '46']) {
      const teacher = await add(true, fylkeId);
      for (let c = 0; c < 2; c++) {
        const secret = randomBytes(6).toString('hex');
        const code = await createTestClass(app, teacher.idToken, { name: `Klasse ${secret}`, school: `Skole ${secret}` });
        teacher.markers.push(secret);
        teacher.ownClasses.push(code);
        classOwner.set(code, teacher.index);
      }
    }
    const classes = [...classOwner.keys()];
    // Pupils in one or two classes, of the same or different teachers; a teacher trying their own class has answers too.
    const membership = [[0, 2], [0], [3], [4, 1]];
    for (const codes of membership) {
      const pupil = await add(false);
      for (const c of codes) pupil.recordCodes.push(classes[c]!);
    }
    for (const person of people) {
      if (person.isTeacher) person.recordCodes.push(person.ownClasses[0]!);
      for (const code of person.recordCodes) {
        const secret = randomBytes(6).toString('hex');
        person.markers.push(secret);
        clock.advance(1000);
        await saveResponses(app, person, code, { O1A: `svar ${secret}`, O1C: secret });
      }
    }
    baseline = await snapshot(app.db);
  });
  afterAll(() => app?.close());

  /** The user whose data a row is, or undefined for rows nobody owns. */
  function ownerOf(table: Table, row: Row, rows: Snapshot): string | undefined {
    switch (table) {
      case 'users':
        return String(row.id);
      case 'classes':
        return String(row.teacher_id);
      case 'class_sections': {
        const parent = rows.get('classes')!.get(String(row.class_code)) ?? baseline.get('classes')!.get(String(row.class_code));
        return parent && String(parent.teacher_id);
      }
      case 'schools':
        return row.created_by === null ? undefined : String(row.created_by);
      case 'audit_log':
        return String(row.subject_id);
      default:
        return String(row.user_id);
    }
  }

  /** Rows of existing users other than the actor (and a pupil the actor may change) that differ from the baseline, as readable lines. */
  function othersChanged(after: Snapshot, actorId: string | undefined, allowed?: string, allowedClass?: string): string[] {
    const existing = new Set(people.map((p) => p.userId));
    const changed: string[] = [];
    for (const table of TABLE_ORDER) {
      const before = baseline.get(table)!;
      const now = after.get(table)!;
      for (const key of new Set([...before.keys(), ...now.keys()])) {
        const was = before.get(key);
        const is = now.get(key);
        if (sameRow(was, is)) continue;
        // A reset code is mailed to the account's own address for anyone who asks (spec §7); using one is a change.
        if (table === 'password_resets' && !was) continue;
        // Deleting a class deletes its pupils' answers: only that class's, and only by its teacher.
        if ((table === 'progress' || table === 'save_receipts' || table === 'display_names' || table === 'start_overs') && allowedClass !== undefined && (is ?? was)!.class_code === allowedClass) continue;
        const owner = ownerOf(table, (is ?? was)!, after);
        if (owner !== undefined && owner !== actorId && owner !== allowed && existing.has(owner)) changed.push(`${table} ${JSON.stringify(was)} → ${JSON.stringify(is)}`);
      }
    }
    return changed;
  }

  /** Back to the baseline, if the last request changed anything. */
  async function settle(): Promise<Snapshot> {
    await app.background.idle();
    const after = await snapshot(app.db);
    await restore(app.db, baseline, after);
    return after;
  }

  const inject = (route: CatalogueRoute, request: { url: string; body?: unknown }, authorization: string | undefined) =>
    app.inject({
      method: route.method,
      url: request.url,
      // Always as JSON, even a bare string or number, so every body reaches the route's own checks.
      headers: { ...(authorization === undefined ? {} : { authorization }), ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    });

  it(`never lets a token reach another user's or teacher's data: ${NUM_RUNS} cases`, async () => {
    const routes = attackedRoutes(app.routeCatalogue);
    const classes = [...classOwner.keys()];
    const ids = people.map((p) => p.userId);
    const garbageToken = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9._-]{1,120}$/),
      fc.tuple(fc.constantFrom(...ids), fc.constantFrom('none' as const, 'HS256' as const)).map(([sub, alg]) => forgedToken(sub, alg, clock.now())),
    );
    const actor = fc.oneof(
      { weight: people.length, arbitrary: fc.nat(people.length - 1).map((i) => ({ kind: 'person' as const, person: people[i]! })) },
      { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      { weight: 1, arbitrary: garbageToken.map((token) => ({ kind: 'garbage' as const, token })) },
    );
    /** Keys an attacker adds beside the example's own, to aim a body at someone else. */
    const aimKeys = ['userId', 'user_id', 'teacherId', 'sub', 'classCode', 'owner'];
    const caseArb = fc.record({
      actor,
      route: fc.nat(routes.length - 1),
      target: fc.nat(people.length - 1),
      pick: fc.nat(5),
      codeForm: fc.constantFrom('as-is', 'as-is', 'lower', 'unknown'),
      unknownCode: fc.stringMatching(/^[A-Z2-9]{6}$/),
      shape: fc.constantFrom('example', 'example', 'aimed', 'arbitrary'),
      aim: fc.dictionary(fc.constantFrom(...aimKeys), fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...classes)), { minKeys: 1, maxKeys: 3 }),
      arbitrary: parsedJsonValue(),
      password: fc.string({ minLength: 1, maxLength: 40 }),
      resetCode: fc.stringMatching(/^[A-Za-z0-9_-]{16,60}$/),
      control: fc.boolean(),
    });

    /** The class aimed at: one of the target's own, so the owner's control has something to find. */
    const classAimedAt = (route: CatalogueRoute, target: Person, pick: number) => {
      const pool = route.reach.some((r) => r.kind === 'teacherClass') ? (target.isTeacher ? target.ownClasses : classes) : target.recordCodes;
      return pool[pick % pool.length]!;
    };
    /** Whose object the request names: the user in the path, or the teacher of the class. */
    const ownerOf = (route: CatalogueRoute, target: Person, classCode: string) =>
      route.reach.some((r) => r.kind === 'user') ? target : route.reach.some((r) => r.kind === 'teacherClass') ? people[classOwner.get(classCode)!]! : undefined;

    // Beside the drawn cases, one per route that names someone's object: another person asks for it with the route's
    // own example, and its owner then asks for the same, so every such route is attacked and its control run in every run.
    const aimedExamples = routes.flatMap((route, routeIndex) => {
      const target = people.find((t) => ownerOf(route, t, classAimedAt(route, t, 0)) !== undefined);
      if (!target) return [];
      const owner = ownerOf(route, target, classAimedAt(route, target, 0))!;
      const attacker = people.find((p) => p !== owner && p.isTeacher === owner.isTeacher) ?? people.find((p) => p !== owner)!;
      const base = fc.sample(caseArb, { numRuns: 1, seed: routeIndex })[0]!;
      return [[{ ...base, actor: { kind: 'person' as const, person: attacker }, route: routeIndex, target: target.index, pick: 0, codeForm: 'as-is', shape: 'example', control: true }] as [typeof base]];
    });

    const attacks = new Map<string, number>();
    const controls = new Map<string, number>();
    const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        clock.advance(1);
        const route = routes[c.route]!;
        const reaches = new Set(route.reach.map((r) => r.kind));
        const target = people[c.target]!;
        const me = c.actor.kind === 'person' ? c.actor.person : undefined;

        const realCode = classAimedAt(route, target, c.pick);
        const classCode = c.codeForm === 'unknown' ? c.unknownCode : c.codeForm === 'lower' ? realCode.toLowerCase() : realCode;
        const known = c.codeForm !== 'unknown' && classOwner.has(realCode);

        const ctx: ExampleContext = {
          userId: target.userId,
          pupilId: pupilIdOf(app.signingSecret, realCode, target.userId),
          classCode,
          email: target.email,
          password: c.password,
          token: me?.idToken ?? (c.actor.kind === 'garbage' ? c.actor.token : 'x'),
          resetCode: c.resetCode,
        };
        const example = exampleOf(route, ctx);
        const sendsBody = route.method !== 'GET';
        const request =
          c.shape === 'arbitrary' && sendsBody
            ? { url: example.url, body: c.arbitrary }
            : c.shape === 'aimed' && sendsBody
              ? { url: example.url, body: { ...c.aim, ...(typeof example.body === 'object' && example.body ? example.body : {}) } }
              : example;
        const authorization = me ? `Bearer ${me.idToken}` : c.actor.kind === 'garbage' ? `Bearer ${c.actor.token}` : undefined;

        const objectOwner = reaches.has('user') || known ? ownerOf(route, target, realCode) : undefined;
        const aimsAtOther = objectOwner !== undefined && objectOwner !== me;

        // A teacher may act on a pupil with a record in their own class, and on nobody else. Powers over the account
        // (a temporary password, letting the pupil in again) also need the pupil's classes all to be the teacher's, or
        // the first one the pupil joined (server/routes/pupilAuthority.ts).
        const ownsClass = known && me !== undefined && classOwner.get(realCode) === me.index;
        const inOwnClass = reaches.has('classPupil') && ownsClass && !target.isTeacher && target.recordCodes.includes(realCode);
        const overAccount = route.reach.some((r) => r.kind === 'classPupil' && r.overAccount);
        const firstOrAllMine = target.recordCodes.every((code) => classOwner.get(code) === me?.index) || classOwner.get(target.recordCodes[0]!) === me?.index;
        const mayChangeTarget = inOwnClass && (!overAccount || firstOrAllMine);

        let after: Snapshot | undefined;
        try {
          const res = await inject(route, request, authorization);
          expect(res.statusCode, res.body).toBeLessThan(500);

          // No other person's answers, class names, e-mail or id, unless the request itself carried it.
          const sent = `${request.url} ${JSON.stringify(request.body ?? null)} ${authorization ?? ''}`;
          for (const other of people) {
            if (other === me) continue;
            // The teacher's list of their own class's throttled pupils names those pupils, and nobody else.
            if (route.reach.some((r) => r.kind === 'teacherClass' && r.pupils === 'listed') && ownsClass && !other.isTeacher && other.recordCodes.includes(realCode)) continue;
            for (const marker of other.markers) if (!sent.includes(marker)) expect(res.body, `${routeKey(route)} showed ${marker}`).not.toContain(marker);
          }

          if (route.access !== 'public' && !me) expect(res.statusCode).toBe(401);
          else if (route.access === 'teacher' && !me?.isTeacher) expect(res.statusCode).toBe(403);
          else if (reaches.has('user') && target !== me) expect(res.json()).toMatchObject({ success: false, error: 'auth/forbidden' });
          else if (reaches.has('teacherClass') && c.shape === 'example') {
            // The class's own teacher succeeds; anyone else is refused, an unknown code is not found.
            expect(res.statusCode).toBe(!known ? 404 : aimsAtOther ? 403 : 200);
          } else if (reaches.has('user') && c.shape === 'example' && c.codeForm !== 'unknown') expect(res.statusCode).toBe(200);
          else if (reaches.has('classPupil') && c.shape === 'example') expect(res.statusCode).toBe(mayChangeTarget ? 200 : (known && !ownsClass) || inOwnClass ? 403 : 404);
          // Nobody's password is known here, so no credential route may say yes (a reset mail is only ever sent to the owner).
          if (reaches.has('account') && !route.url.endsWith('/password-reset/send')) expect(res.statusCode).not.toBe(200);
          if (aimsAtOther) count(attacks, routeKey(route));
        } finally {
          after = await settle();
        }
        const mayDeleteClass = route.reach.some((r) => r.kind === 'teacherClass' && r.pupils === 'answersDeleted') && ownsClass ? realCode : undefined;
        expect(othersChanged(after, me?.userId, mayChangeTarget ? target.userId : undefined, mayDeleteClass), routeKey(route)).toEqual([]);

        // The control: the same request by the object's owner succeeds, so the refusals above are not a route that refuses everyone.
        if (aimsAtOther && c.shape === 'example' && c.control && c.codeForm !== 'unknown') {
          try {
            const res = await inject(route, request, `Bearer ${objectOwner.idToken}`);
            expect(res.statusCode, `${routeKey(route)} by the owner: ${res.body}`).toBe(200);
            count(controls, routeKey(route));
          } finally {
            await settle();
          }
        }
      }),
      { numRuns: NUM_RUNS, examples: aimedExamples },
    );

    // Every route that names someone's object was attacked and its control run.
    const aimed = routes.filter((r) => r.reach.some((x) => x.kind === 'user' || x.kind === 'teacherClass')).map(routeKey);
    expect(aimed.length).toBeGreaterThanOrEqual(9);
    expect(aimedExamples).toHaveLength(aimed.length);
    for (const key of aimed) {
      expect(attacks.get(key) ?? 0, key).toBeGreaterThan(0);
      expect(controls.get(key) ?? 0, key).toBeGreaterThan(0);
    }
  }, 600_000);
});
