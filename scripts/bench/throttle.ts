/**
 * Sign-in throttling figures (issue 16), in process with `inject` on SQLite in memory:
 *  1. a burst of concurrent guesses at one account from one address: how many passwords the server
 *     checks, and at what rate;
 *  2. a class of 30 signing in from one school address while another address floods failures.
 *
 *   npx tsx scripts/bench/throttle.ts
 */
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { testConfig } from '../../server/test/testApp';

const BURST = 61;
const FLOOD = 1_000;
const CLASS = 30;

async function main() {
  const app = await buildApp({ config: { ...testConfig(), seedDemo: false }, dbTarget: { kind: 'sqlite', file: ':memory:' }, logger: false });
  const hash = await hashPassword('klassens passord');
  const emails = Array.from({ length: CLASS }, (_, i) => `elev${i}@bench.no`);
  await app.db
    .insertInto('users')
    .values([...emails, 'offer@bench.no'].map((email, i) => ({ id: `bench_${i}`, email, password_hash: hash, created_at: 0, updated_at: 0 })))
    .execute();
  const signIn = (email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email, password }, remoteAddress });

  // 1. One account, one address, BURST guesses at once (the right password among them).
  let started = performance.now();
  const burst = await Promise.all(
    Array.from({ length: BURST }, (_, i) => signIn('offer@bench.no', i === BURST - 1 ? 'klassens passord' : `gjetning ${i}`, '203.0.113.9')),
  );
  let ms = performance.now() - started;
  const checked = burst.filter((r) => r.statusCode !== 429).length;
  console.log(`burst: ${BURST} concurrent guesses -> ${checked} checked, ${BURST - checked} refused (429) in ${ms.toFixed(0)} ms;`);
  console.log(`       ${((checked * 1000) / ms).toFixed(1)} checks/s for the account; statuses ${JSON.stringify(count(burst.map((r) => r.statusCode)))}`);

  // 2. Another address floods failures at made-up accounts while a class signs in from the school address.
  const flood = Promise.all(Array.from({ length: FLOOD }, (_, i) => signIn(`finnes-ikke-${i}@bench.no`, 'feil passord', '198.51.100.66')));
  await new Promise((resolve) => setTimeout(resolve, 50));
  started = performance.now();
  const klass = await Promise.all(emails.map((email) => signIn(email, 'klassens passord', '10.20.30.40')));
  ms = performance.now() - started;
  console.log(`class: ${CLASS} pupils from one address during a flood of ${FLOOD} failures from another: ${ms.toFixed(0)} ms; statuses ${JSON.stringify(count(klass.map((r) => r.statusCode)))}`);
  const flooded = await flood;
  console.log(`flood: statuses ${JSON.stringify(count(flooded.map((r) => r.statusCode)))}`);
  await app.close();
}

function count(values: number[]) {
  return values.reduce<Record<number, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
}

await main();
