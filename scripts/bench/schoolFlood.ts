/**
 * One school address that one pupil cannot close, in process with `inject` on SQLite in memory and real argon2:
 * 2 100 sign-ins for made-up e-mail addresses from the school's address (20 at a time), then 30 pupils
 * without a device cookie and the teacher on a new computer sign in from the same address, all at once; then a
 * pupil elsewhere saves, one save after another, while 150 failed sign-ins arrive at once from the school's address.
 * Prints how many got in, how long each part took, and the saves' median and worst time.
 *
 *   npx tsx scripts/bench/schoolFlood.ts        (ONLY_SAVES=1 skips the flood)
 */
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { bearer, signUp } from '../../server/test/authHelpers';
import { addClasses } from '../../server/test/teacherHelpers';
import { testConfig } from '../../server/test/testApp';

const SCHOOL = '10.20.30.40';
const OTHER_SCHOOL = '10.20.30.50';
const FLOOD = 2_100;
const AT_ONCE = 20;
const CLASS = 30;
const BURST = 150;

async function main() {
  const app = await buildApp({ config: { ...testConfig({ RETENTION_JOB: '0', SAVES_PER_MINUTE: '100000' }), seedDemo: false }, dbTarget: { kind: 'sqlite', file: ':memory:' }, logger: false });
  // Accounts active now: the retention job deletes accounts unused for a year, and the flood runs for minutes.
  const now = Date.now();
  const pupils = Array.from({ length: CLASS }, (_, i) => `elev${i}@bench.no`);
  const pupilHash = await hashPassword('klassens passord');
  await app.db
    .insertInto('users')
    .values([
      ...pupils.map((email, i) => ({ id: `bench_${i}`, email, password_hash: pupilHash, has_teacher_access: 0, created_at: now, updated_at: now })),
      { id: 'bench_teacher', email: 'laerer@bench.no', password_hash: await hashPassword('laererens passord'), has_teacher_access: 1, created_at: now, updated_at: now },
    ])
    .execute();
  const signIn = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email, password }, remoteAddress: SCHOOL });

  let started = performance.now();
  const flood: number[] = [];
  const floodSize = process.env.ONLY_SAVES ? 0 : FLOOD;
  for (let sent = 0; sent < floodSize; sent += AT_ONCE) {
    const batch = await Promise.all(Array.from({ length: Math.min(AT_ONCE, floodSize - sent) }, (_, i) => signIn(`oppdiktet-${sent + i}@bench.no`, 'hva som helst')));
    flood.push(...batch.map((r) => r.statusCode));
  }
  console.log(`flood: ${FLOOD} made-up sign-ins from ${SCHOOL} in ${((performance.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(count(flood))}`);

  started = performance.now();
  const [klass, teacher] = await Promise.all([
    Promise.all(pupils.map((email) => signIn(email, 'klassens passord'))),
    app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: 'laerer@bench.no', password: 'laererens passord' }, remoteAddress: SCHOOL }),
  ]);
  const ms = performance.now() - started;
  const pupilsIn = klass.filter((r) => r.statusCode === 200).length;
  console.log(`after: ${pupilsIn} of ${CLASS} pupils without a device cookie and the teacher (${teacher.statusCode}) signed in from ${SCHOOL} in ${ms.toFixed(0)} ms; pupils' statuses ${JSON.stringify(count(klass.map((r) => r.statusCode)))}`);
  // 150 concurrent failed sign-ins from another school's address (its buckets still open, so each is hashed) while
  // a pupil at home saves, one save after another.
  await addClasses(app, 'SKOLE1');
  const saver = await signUp(app, 'lagrer@bench.no', 'elevens eget passord');
  const save = () => app.inject({ method: 'PUT', url: `/api/store/users/${saver.userId}/classes/SKOLE1`, headers: bearer(saver.idToken), payload: { responses: {} } });
  await save();
  const burst = Promise.all(
    Array.from({ length: BURST }, (_, i) => app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email: `samtidig-${i}@bench.no`, password: 'hva som helst' }, remoteAddress: OTHER_SCHOOL })),
  );
  let burstDone = false;
  void burst.then(() => (burstDone = true));
  const saveMs: number[] = [];
  while (!burstDone) {
    const at = performance.now();
    const saved = await save();
    if (saved.statusCode !== 200) throw new Error(`a save failed: ${saved.statusCode} ${saved.body}`);
    saveMs.push(performance.now() - at);
  }
  saveMs.sort((a, b) => a - b);
  console.log(`saves during ${BURST} concurrent failed sign-ins from ${OTHER_SCHOOL}: ${saveMs.length} saves, median ${saveMs[Math.floor(saveMs.length / 2)]!.toFixed(0)} ms, worst ${saveMs.at(-1)!.toFixed(0)} ms`);

  if (pupilsIn < CLASS) {
    const refused = klass.find((r) => r.statusCode !== 200)!;
    console.log(`a refused pupil: ${refused.statusCode} retry-after ${refused.headers['retry-after']}; the address's windows:`);
    console.log(await app.db.selectFrom('rate_limits').select(['key', 'count', 'reset_at']).where('key', 'not like', 'signin:acct%').execute());
  }
  await app.close();
}

function count(values: number[]) {
  return values.reduce<Record<number, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
}

await main();
