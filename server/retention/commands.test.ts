import { afterEach, describe, expect, it } from 'vitest';
import { runAuditCommand } from '../../scripts/audit';
import { runPurgeCommand } from '../../scripts/purge';
import { logAction } from '../db/repositories/auditLog';
import type { TestApp } from '../test/authHelpers';
import { acquireLock } from './jobLock';
import { DAY_MS, MONTH_MS } from './terms';
import { insertRecord, insertUser, recordExists, retentionApp } from './test/testData';

describe('npm run purge and npm run audit', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  async function setUp() {
    const made = await retentionApp();
    app = made.app;
    const purgeCommand = (args: string[]) =>
      runPurgeCommand(app.db, args, { rules: app.config.retention, clock: made.clock.now, mailer: made.mailer, baseUrl: 'https://okonomi.test', holder: 'test' });
    const pupil = await insertUser(app.db, { activeAt: made.clock.now() });
    const gone = await insertUser(app.db, { activeAt: made.clock.now() - 12 * MONTH_MS - DAY_MS });
    await insertRecord(app.db, pupil.id, 'GAMMEL', made.clock.now() - 12 * MONTH_MS - DAY_MS);
    return { ...made, purgeCommand, pupil, gone };
  }

  it('purge --dry-run prints what would go and changes nothing; purge deletes it and prints the same counts', async () => {
    const { purgeCommand, pupil } = await setUp();
    const counts = [
      '  Elevkontoer uten aktivitet på over 12 måneder: 1',
      '  Klasseregistreringer (svar) uten aktivitet på over 12 måneder: 1',
      '  Klasser arkivert for over 30 dager siden: 0',
      '  Lærerkontoer varslet etter over 24 måneder uten aktivitet: 0',
      '  Lærerkontoer slettet, varslet for over 30 dager siden: 0',
    ];

    expect(await purgeCommand(['--dry-run'])).toEqual({
      code: 0,
      lines: ['Prøvekjøring: ingenting er slettet og ingen e-post er sendt. Dette ville blitt gjort nå:', ...counts],
    });
    expect(await recordExists(app.db, pupil.id, 'GAMMEL')).toBe(true);

    expect(await purgeCommand([])).toEqual({ code: 0, lines: ['Sletting etter inaktivitet er kjørt (2026-11-23 08:00 UTC):', ...counts] });
    expect(await recordExists(app.db, pupil.id, 'GAMMEL')).toBe(false);
  });

  it('purge takes the lock: while a server\'s job holds it, nothing runs and it says so; an unknown option is refused', async () => {
    const { purgeCommand, clock, pupil } = await setUp();
    await acquireLock(app.db, { name: 'retention', holder: 'server-1', now: clock.now(), leaseMs: 15 * 60_000 });

    expect(await purgeCommand([])).toEqual({ code: 1, lines: ['En annen sletting kjører nå (låst til 2026-11-23 08:15 UTC). Ingenting er endret; prøv igjen senere.'] });
    expect(await recordExists(app.db, pupil.id, 'GAMMEL')).toBe(true);
    expect(await purgeCommand(['--dry'])).toEqual({ code: 2, lines: ['Bruk: npm run purge [-- --dry-run]'] });
  });

  it('audit lists the entries of the last days (30 unless told): time, actor, action, subject, records', async () => {
    const { purgeCommand, clock } = await setUp();
    await logAction(app.db, { actorId: 'laererid123', action: 'pupil.remove', subjectId: 'elevid4567' }, clock.now() - 40 * DAY_MS);
    await purgeCommand([]);

    const recent = await runAuditCommand(app.db, [], { now: clock.now() });
    expect(recent.code).toBe(0);
    expect(recent.lines[0]).toBe('tid (UTC)\tutført av\thandling\tgjelder\tposter');
    // Rows of one moment come in no set order.
    expect(recent.lines.slice(1).sort()).toEqual([
      '2026-11-23 08:00:00\tsystem\tretention.account\tretention:2026-11-23\t1',
      '2026-11-23 08:00:00\tsystem\tretention.class\tretention:2026-11-23\t0',
      '2026-11-23 08:00:00\tsystem\tretention.records\tretention:2026-11-23\t1',
      '2026-11-23 08:00:00\tsystem\tretention.teacher\tretention:2026-11-23\t0',
      '2026-11-23 08:00:00\tsystem\tretention.teacher-warning\tretention:2026-11-23\t0',
    ]);
    const older = await runAuditCommand(app.db, ['41'], { now: clock.now() });
    expect(older.lines[1]).toBe('2026-10-14 08:00:00\tlaererid123\tpupil.remove\televid4567\t-');
    expect(older.lines).toHaveLength(7);
    expect(await runAuditCommand(app.db, [], { now: clock.now() + 31 * DAY_MS })).toEqual({ code: 0, lines: ['Ingen hendelser i revisjonsloggen de siste 30 dagene.'] });
    expect(await runAuditCommand(app.db, ['tretti'], { now: clock.now() })).toEqual({ code: 2, lines: ['Bruk: npm run audit [-- <antall dager, 1–3650>]'] });
  });
});
