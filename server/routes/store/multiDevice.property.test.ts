import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionedClassRecord } from '../../../src/contracts/answers';
import { adoptRecord, type AnswerSync, changesToSend, EMPTY_SYNC, editAnswer, hasPending, resolveConflicts, settleSaved } from '../../../src/domain/answerSync';
import { type TestAccount, addClasses, addPupil, getAs, saveAnswers, saveResponses } from '../../test/teacherHelpers';
import { buildTestApp } from '../../test/testApp';

/**
 * Two or three devices of one pupil edit, go offline, come back and save in any order, with the
 * client's own merge rules (src/domain/answerSync.ts) against the real store routes. The server must end
 * with the newest edit of every activity, every device must end showing what the server holds, and no edit
 * may vanish unseen: each device's last edit of an activity reached the server or was shown as replaced.
 */

const CODES = ['O1C', 'O2D', 'O3D'] as const;
const VALUES = ['a', 'b', 'c', 'd'] as const;
/** PostgreSQL's round trips make a run about six times slower; SQLite explores more orders in the same time. */
const RUNS = process.env.TEST_DB === 'postgres' ? 40 : 200;

type Command =
  | { kind: 'edit'; device: number; code: (typeof CODES)[number]; value: (typeof VALUES)[number] }
  | { kind: 'offline' | 'online' | 'sync'; device: number };

interface Device {
  sync: AnswerSync;
  online: boolean;
  /** The last edit of each activity on this device: its time, and whether it reached the server or was shown as replaced. */
  last: Record<string, { editedAt: number; value: string; settled: 'applied' | 'replaced' | null }>;
}

const command = (devices: number): fc.Arbitrary<Command> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('edit' as const), device: fc.nat(devices - 1), code: fc.constantFrom(...CODES), value: fc.constantFrom(...VALUES) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('offline' as const, 'online' as const), device: fc.nat(devices - 1) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), device: fc.nat(devices - 1) }) },
  );

describe('several devices of one pupil', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let clock = Date.UTC(2026, 10, 24, 9);
  let run = 0;

  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
  });
  afterAll(() => app?.close());

  /** One save or fetch, as the progress machine does it: a clash is resolved and sent again. */
  async function syncDevice(device: Device, pupil: TestAccount, classCode: string) {
    for (let attempt = 0; attempt < 5 && device.online; attempt++) {
      if (!hasPending(device.sync)) {
        const res = await getAs(app, `/api/store/users/${pupil.userId}/classes/${classCode}`, pupil.idToken);
        device.sync = adoptRecord(device.sync, res.json().data as VersionedClassRecord).sync;
        return;
      }
      const sent = changesToSend(device.sync);
      const res = await saveAnswers(app, pupil, classCode, sent);
      if (res.statusCode === 200) {
        device.sync = settleSaved(device.sync, sent, res.json().data as VersionedClassRecord).sync;
        for (const [code, change] of Object.entries(sent)) {
          const last = device.last[code];
          if (last && last.editedAt === change.editedAt && !(code in device.sync.pending)) last.settled = 'applied';
        }
        return;
      }
      expect(res.statusCode).toBe(409);
      const body = res.json();
      const resolved = resolveConflicts(device.sync, body.conflicts);
      for (const code of resolved.replaced) {
        if (device.last[code]) device.last[code]!.settled = 'replaced';
      }
      // The server already had this device's answer (its own earlier save): that edit reached it.
      for (const code of Object.keys(body.conflicts)) {
        const last = device.last[code];
        if (last && !resolved.replaced.includes(code) && !(code in resolved.sync.pending)) last.settled ??= 'applied';
      }
      device.sync = adoptRecord(resolved.sync, body.record).sync;
    }
  }

  it('ends with the newest edit of every activity on the server and on every device, and loses no edit unseen', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 3 }).chain((n) => fc.tuple(fc.constant(n), fc.array(command(n), { minLength: 5, maxLength: 40 }))),
        async ([count, commands]) => {
          const classCode = `MD${(run++).toString(36).toUpperCase().padStart(4, '0')}`;
          await addClasses(app, classCode);
          const pupil = await addPupil(app);
          await saveResponses(app, pupil, classCode, []);
          const devices: Device[] = Array.from({ length: count }, () => ({ sync: EMPTY_SYNC, online: true, last: {} }));
          const newest: Record<string, { editedAt: number; value: string }> = {};

          for (const c of commands) {
            clock += 1000;
            const device = devices[c.device]!;
            if (c.kind === 'edit') {
              device.sync = editAnswer(device.sync, c.code, c.value, clock);
              device.last[c.code] = { editedAt: clock, value: c.value, settled: null };
              newest[c.code] = { editedAt: clock, value: c.value };
            } else if (c.kind === 'offline') device.online = false;
            else if (c.kind === 'online') device.online = true;
            else await syncDevice(device, pupil, classCode);
          }
          // Everyone comes back and saves, then everyone fetches.
          for (const device of devices) device.online = true;
          for (const device of devices) await syncDevice(device, pupil, classCode);
          for (const device of devices) await syncDevice(device, pupil, classCode);

          const server = (await getAs(app, `/api/store/users/${pupil.userId}/classes/${classCode}`, pupil.idToken)).json().data as VersionedClassRecord;
          const responses = server.responses as Record<string, unknown>;
          for (const [code, edit] of Object.entries(newest)) expect(responses[code], `newest edit of ${code}`).toBe(edit.value);
          for (const device of devices) {
            expect(device.sync.pending).toEqual({});
            for (const code of CODES) expect(device.sync.responses[code], `device's ${code}`).toEqual(responses[code]);
            for (const [code, last] of Object.entries(device.last)) expect(last.settled, `last edit of ${code} at ${last.editedAt}`).not.toBeNull();
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);
});

const LINES = ['mat', 'fritid', 'transport', 'klaer'] as const;
const AMOUNTS = [100, 200, 300] as const;

type BudgetCommand =
  | { kind: 'edit'; device: number; line: (typeof LINES)[number]; amount: (typeof AMOUNTS)[number] }
  | { kind: 'offline' | 'online' | 'sync'; device: number };

const budgetCommand = (devices: number): fc.Arbitrary<BudgetCommand> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('edit' as const), device: fc.nat(devices - 1), line: fc.constantFrom(...LINES), amount: fc.constantFrom(...AMOUNTS) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('offline' as const, 'online' as const), device: fc.nat(devices - 1) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), device: fc.nat(devices - 1) }) },
  );

interface BudgetDevice {
  sync: AnswerSync;
  online: boolean;
  /** The last edit of each budget line on this device, and whether it reached the server, was shown as replaced, or undone. */
  last: Partial<Record<string, { value: number; settled: 'applied' | 'replaced' | 'unchanged' | null }>>;
}

describe('several devices of one pupil editing lines of one budget', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let clock = Date.UTC(2026, 10, 25, 9);
  let run = 0;

  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
  });
  afterAll(() => app?.close());

  const lineOf = (answer: unknown, line: string) => (answer as Record<string, unknown> | undefined)?.[line];

  /** Edits not yet settled whose line the server now holds as this device edited it. */
  function settleHeld(device: BudgetDevice, server: unknown) {
    for (const [line, last] of Object.entries(device.last)) {
      if (last && last.settled === null && lineOf(server, line) === last.value) last.settled = 'applied';
    }
  }

  async function syncDevice(device: BudgetDevice, pupil: TestAccount, classCode: string) {
    for (let attempt = 0; attempt < 5 && device.online; attempt++) {
      if (!hasPending(device.sync)) {
        const res = await getAs(app, `/api/store/users/${pupil.userId}/classes/${classCode}`, pupil.idToken);
        device.sync = adoptRecord(device.sync, res.json().data as VersionedClassRecord).sync;
        return;
      }
      const sent = changesToSend(device.sync);
      // A line typed back to what it was when the device last had the server's budget was not changed there.
      for (const [line, last] of Object.entries(device.last)) {
        if (last && last.settled === null && sent.O2E && lineOf(sent.O2E.value, line) === lineOf(sent.O2E.base, line)) last.settled = 'unchanged';
      }
      const res = await saveAnswers(app, pupil, classCode, sent);
      if (res.statusCode === 200) {
        const record = res.json().data as VersionedClassRecord;
        device.sync = settleSaved(device.sync, sent, record).sync;
        settleHeld(device, (record.responses as Record<string, unknown>).O2E);
        return;
      }
      expect(res.statusCode).toBe(409);
      const body = res.json();
      const before = device.sync.responses.O2E;
      const resolved = resolveConflicts(device.sync, body.conflicts);
      // A line edited here that the resolution takes away is a replaced edit, and the pupil must be told.
      for (const [line, last] of Object.entries(device.last)) {
        if (!last || last.settled !== null || lineOf(before, line) === lineOf(resolved.sync.responses.O2E, line)) continue;
        expect(resolved.replaced, `replaced ${line}`).toContain('O2E');
        last.settled = 'replaced';
      }
      settleHeld(device, body.conflicts.O2E?.value);
      device.sync = adoptRecord(resolved.sync, body.record).sync;
    }
  }

  it('keeps every line edited on one device only, ends with the server’s budget on every device, and loses no line edit unseen', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 3 }).chain((n) => fc.tuple(fc.constant(n), fc.array(budgetCommand(n), { minLength: 5, maxLength: 40 }))),
        async ([count, commands]) => {
          const classCode = `MB${(run++).toString(36).toUpperCase().padStart(4, '0')}`;
          await addClasses(app, classCode);
          const pupil = await addPupil(app);
          await saveResponses(app, pupil, classCode, []);
          const devices: BudgetDevice[] = Array.from({ length: count }, () => ({ sync: EMPTY_SYNC, online: true, last: {} }));
          const editors: Partial<Record<string, Set<number>>> = {};

          for (const c of commands) {
            clock += 1000;
            const device = devices[c.device]!;
            if (c.kind === 'edit') {
              const shown = device.sync.responses.O2E as Record<string, number> | undefined;
              device.sync = editAnswer(device.sync, 'O2E', { ...shown, [c.line]: c.amount }, clock);
              // Typing the amount a line already shows changes nothing in it.
              if (shown?.[c.line] === c.amount) continue;
              device.last[c.line] = { value: c.amount, settled: null };
              (editors[c.line] ??= new Set()).add(c.device);
            } else if (c.kind === 'offline') device.online = false;
            else if (c.kind === 'online') device.online = true;
            else await syncDevice(device, pupil, classCode);
          }
          for (const device of devices) device.online = true;
          for (const device of devices) await syncDevice(device, pupil, classCode);
          for (const device of devices) await syncDevice(device, pupil, classCode);

          const server = (await getAs(app, `/api/store/users/${pupil.userId}/classes/${classCode}`, pupil.idToken)).json().data as VersionedClassRecord;
          const budget = (server.responses as Record<string, unknown>).O2E;
          for (const [line, who] of Object.entries(editors)) {
            const last = who!.size === 1 ? devices[[...who!][0]!]!.last[line]! : null;
            if (last && last.settled !== 'unchanged') expect(lineOf(budget, line), `${line}, edited on one device only`).toBe(last.value);
          }
          for (const device of devices) {
            expect(device.sync.pending).toEqual({});
            expect(device.sync.responses.O2E, "device's budget").toEqual(budget);
            for (const [line, last] of Object.entries(device.last)) expect(last!.settled, `last edit of ${line}`).not.toBeNull();
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);
});
