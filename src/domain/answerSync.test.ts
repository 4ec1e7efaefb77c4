import { describe, expect, it } from 'vitest';
import type { AnswerStamps } from '../contracts/answers';
import { adoptRecord, changesToSend, EMPTY_SYNC, editAnswer, resolveConflicts, restoreUnsent, settleSaved } from './answerSync';

const stamps = (entries: Record<string, [number, number]>): AnswerStamps =>
  Object.fromEntries(Object.entries(entries).map(([code, [version, editedAt]]) => [code, { version, editedAt }]));

describe('answerSync', () => {
  it('sends each changed activity on the version its value was based on', () => {
    const base = adoptRecord(EMPTY_SYNC, { responses: { O1C: 'helse' }, versions: stamps({ O1C: [3, 100] }) }).sync;
    const edited = editAnswer(editAnswer(base, 'O1C', 'bygg', 200), 'O1D', 'elektriker', 210);
    expect(changesToSend(edited)).toEqual({
      O1C: { value: 'bygg', baseVersion: 3, editedAt: 200, base: 'helse' },
      O1D: { value: 'elektriker', baseVersion: 0, editedAt: 210, base: null },
    });
  });

  it('takes another device’s answers but keeps this device’s unsent edit', () => {
    const mine = editAnswer(EMPTY_SYNC, 'O1C', 'bygg', 200);
    const { sync, changed } = adoptRecord(mine, { responses: { O1C: 'helse', O2B: { mat: 1 } }, versions: stamps({ O1C: [1, 150], O2B: [1, 160] }) });
    expect(sync.responses).toMatchObject({ O1C: 'bygg', O2B: { mat: 1 } });
    expect(sync.pending).toEqual({ O1C: 200 });
    expect(changed).toEqual(['O2B']);
  });

  it('keeps the very answers object when the server confirms what the device has (the page is not drawn again)', () => {
    const shown = adoptRecord(EMPTY_SYNC, { responses: { O1C: 'helse', O2B: { mat: 1, bolig: 2 } }, versions: stamps({ O1C: [1, 100], O2B: [2, 110] }) }).sync;
    // As PostgreSQL gives it back: the same answers, the budget's keys in another order.
    const confirmed = adoptRecord(shown, { responses: { O2B: { bolig: 2, mat: 1 }, O1C: 'helse' }, versions: stamps({ O1C: [1, 100], O2B: [2, 110] }) });
    expect(confirmed.changed).toEqual([]);
    expect(confirmed.sync.responses).toBe(shown.responses);
    const changed = adoptRecord(shown, { responses: { O1C: 'bygg', O2B: { mat: 1, bolig: 2 } }, versions: stamps({ O1C: [2, 200], O2B: [2, 110] }) });
    expect(changed.sync.responses).not.toBe(shown.responses);
    expect(changed.sync.responses.O2B).toBe(shown.responses.O2B);
  });

  it('never rolls an answer back to an older server copy', () => {
    const newer = adoptRecord(EMPTY_SYNC, { responses: { O1C: 'bygg' }, versions: stamps({ O1C: [4, 300] }) }).sync;
    const { sync, changed } = adoptRecord(newer, { responses: { O1C: 'helse' }, versions: stamps({ O1C: [3, 200] }) });
    expect(sync.responses.O1C).toBe('bygg');
    expect(changed).toEqual([]);
  });

  it('clears an answer the server cleared (Start over on another device)', () => {
    const had = adoptRecord(EMPTY_SYNC, { responses: { O1C: 'bygg' }, versions: stamps({ O1C: [1, 100] }) }).sync;
    const { sync, changed } = adoptRecord(had, { responses: {}, versions: stamps({ O1C: [2, 500] }) });
    expect(sync.responses).not.toHaveProperty('O1C');
    expect(changed).toEqual(['O1C']);
  });

  it('settles what a save sent, but not an edit made while it was under way', () => {
    const edited = editAnswer(EMPTY_SYNC, 'O1C', 'bygg', 200);
    const sent = changesToSend(edited);
    const typedOn = editAnswer(edited, 'O1C', 'bygg og anlegg', 250);
    const { sync } = settleSaved(typedOn, sent, { responses: { O1C: 'bygg' }, versions: stamps({ O1C: [1, 200] }) });
    expect(sync.pending).toEqual({ O1C: 250 });
    expect(sync.responses.O1C).toBe('bygg og anlegg');
    expect(sync.versions.O1C).toBe(1);
  });

  // Seen in CI on PostgreSQL: a pupil alone on one computer was told the budget had changed on another.
  it('does not call its own saved answer another device’s when the server gives its keys back in another order', () => {
    const budget = { boutgifter: 10000, transport: 985, mat: 4500, andre_utgifter: 2000 };
    const edited = editAnswer(EMPTY_SYNC, 'O2B', budget, 200);
    const asStored = { responses: { O2B: { mat: 4500, transport: 985, boutgifter: 10000, andre_utgifter: 2000 } }, versions: stamps({ O2B: [1, 200] }) };
    const saved = settleSaved(edited, changesToSend(edited), asStored);
    expect(saved.changed).toEqual([]);
    expect(saved.sync.pending).toEqual({});
    // And again when the record is read back later (a reload, another tab's save).
    expect(adoptRecord(saved.sync, asStored).changed).toEqual([]);
  });

  it('lets the newer edit win a conflict: this device’s newer edit is sent again on the server’s version', () => {
    const mine = editAnswer(EMPTY_SYNC, 'O1C', 'bygg', 300);
    const { sync, replaced } = resolveConflicts(mine, { O1C: { value: 'helse', version: 2, editedAt: 200 } });
    expect(replaced).toEqual([]);
    expect(changesToSend(sync)).toEqual({ O1C: { value: 'bygg', baseVersion: 2, editedAt: 300, base: 'helse' } });
  });

  it('lets the newer edit win a conflict: an older edit here gives way, and the pupil is told', () => {
    const mine = editAnswer(EMPTY_SYNC, 'O1C', 'bygg', 100);
    const { sync, replaced } = resolveConflicts(mine, { O1C: { value: 'helse', version: 2, editedAt: 200 } });
    expect(replaced).toEqual(['O1C']);
    expect(sync.responses.O1C).toBe('helse');
    expect(sync.pending).toEqual({});
  });

  it('does not call its own earlier save (whose reply was lost) a replacement', () => {
    const mine = editAnswer(EMPTY_SYNC, 'O1C', 'bygg', 100);
    const { sync, replaced } = resolveConflicts(mine, { O1C: { value: 'bygg', version: 1, editedAt: 100 } });
    expect(replaced).toEqual([]);
    expect(sync.pending).toEqual({});
    expect(sync.versions.O1C).toBe(1);
  });

  it('sends a newer edit again even when another device saved the same value earlier, so its time counts', () => {
    const mine = editAnswer(EMPTY_SYNC, 'O3D', 'spare', 400);
    const { sync, replaced } = resolveConflicts(mine, { O3D: { value: 'spare', version: 1, editedAt: 100 } });
    expect(replaced).toEqual([]);
    expect(changesToSend(sync)).toEqual({ O3D: { value: 'spare', baseVersion: 1, editedAt: 400, base: 'spare' } });
  });

  it('puts answers kept at logout back as edits on their old versions', () => {
    const server = adoptRecord(EMPTY_SYNC, { responses: { O1C: 'helse' }, versions: stamps({ O1C: [5, 900] }) }).sync;
    const sync = restoreUnsent(server, { classCode: 'DEMO26', changes: { O1C: { value: 'bygg', baseVersion: 4, editedAt: 800 } } });
    expect(changesToSend(sync)).toEqual({ O1C: { value: 'bygg', baseVersion: 4, editedAt: 800 } });
    const withBase = restoreUnsent(server, { classCode: 'DEMO26', changes: { O1C: { value: 'bygg', baseVersion: 4, editedAt: 800, base: 'helse' } } });
    expect(changesToSend(withBase)).toEqual({ O1C: { value: 'bygg', baseVersion: 4, editedAt: 800, base: 'helse' } });
  });

  describe('one budget edited on two devices', () => {
    const budget = { mat: 3000, fritid: 1000, transport: 800 };
    const shown = adoptRecord(EMPTY_SYNC, { responses: { O2E: budget }, versions: stamps({ O2E: [1, 100] }) }).sync;

    it('sends the budget as the server had it with the change, however often the pupil changes it', () => {
      const edited = editAnswer(editAnswer(shown, 'O2E', { ...budget, fritid: 1200 }, 200), 'O2E', { ...budget, fritid: 1500 }, 210);
      expect(changesToSend(edited)).toEqual({ O2E: { value: { ...budget, fritid: 1500 }, baseVersion: 1, editedAt: 210, base: budget } });
    });

    it('keeps a budget changed here, with its version and base, while another device saves it: its own save merges', () => {
      const edited = editAnswer(shown, 'O2E', { ...budget, fritid: 1500 }, 300);
      const { sync, changed } = adoptRecord(edited, { responses: { O2E: { ...budget, mat: 3500 } }, versions: stamps({ O2E: [2, 200] }) });
      expect(changed).toEqual([]);
      expect(changesToSend(sync)).toEqual({ O2E: { value: { ...budget, fritid: 1500 }, baseVersion: 1, editedAt: 300, base: budget } });
    });

    it('shows the server’s merged budget once its save is confirmed', () => {
      const edited = editAnswer(shown, 'O2E', { ...budget, fritid: 1500 }, 300);
      const { sync, changed } = settleSaved(edited, changesToSend(edited), { responses: { O2E: { ...budget, mat: 3500, fritid: 1500 } }, versions: stamps({ O2E: [3, 300] }) });
      expect(changed).toEqual(['O2E']);
      expect(sync.responses.O2E).toEqual({ ...budget, mat: 3500, fritid: 1500 });
      expect(sync.pending).toEqual({});
      expect(sync.bases).toEqual({});
    });

    it('sends a line typed while the save was under way on the version the save made, or, where the server merged, on the old one', () => {
      const edited = editAnswer(shown, 'O2E', { ...budget, fritid: 1500 }, 300);
      const sent = changesToSend(edited);
      const typedOn = editAnswer(edited, 'O2E', { ...budget, fritid: 1500, transport: 900 }, 310);
      const kept = settleSaved(typedOn, sent, { responses: { O2E: { ...budget, fritid: 1500 } }, versions: stamps({ O2E: [2, 300] }) }).sync;
      expect(changesToSend(kept)).toEqual({ O2E: { value: { ...budget, fritid: 1500, transport: 900 }, baseVersion: 2, editedAt: 310, base: { ...budget, fritid: 1500 } } });
      const merged = settleSaved(typedOn, sent, { responses: { O2E: { ...budget, mat: 3500, fritid: 1500 } }, versions: stamps({ O2E: [3, 300] }) }).sync;
      expect(changesToSend(merged)).toEqual({ O2E: { value: { ...budget, fritid: 1500, transport: 900 }, baseVersion: 1, editedAt: 310, base: budget } });
    });

    it('on a clash, gives the clashing line to the newer edit and keeps the other device’s other lines', () => {
      const edited = editAnswer(shown, 'O2E', { ...budget, mat: 2000, fritid: 1500 }, 300);
      const server = { value: { ...budget, mat: 3500, transport: 900 }, version: 2, editedAt: 200 };
      const newer = resolveConflicts(edited, { O2E: server });
      expect(newer.replaced).toEqual([]);
      expect(newer.changed).toEqual(['O2E']);
      expect(changesToSend(newer.sync)).toEqual({ O2E: { value: { mat: 2000, fritid: 1500, transport: 900 }, baseVersion: 2, editedAt: 300, base: server.value } });

      const older = resolveConflicts(edited, { O2E: { ...server, editedAt: 400 } });
      expect(older.replaced).toEqual(['O2E']);
      // This device's line that did not clash is still sent.
      expect(changesToSend(older.sync)).toEqual({ O2E: { value: { mat: 3500, fritid: 1500, transport: 900 }, baseVersion: 2, editedAt: 300, base: server.value } });
    });

    it('on a clash of an older edit here that changed nothing else, gives way whole', () => {
      const edited = editAnswer(shown, 'O2E', { ...budget, mat: 2000 }, 100);
      const { sync, replaced } = resolveConflicts(edited, { O2E: { value: { ...budget, mat: 3500 }, version: 2, editedAt: 200 } });
      expect(replaced).toEqual(['O2E']);
      expect(sync.pending).toEqual({});
      expect(sync.responses.O2E).toEqual({ ...budget, mat: 3500 });
    });
  });
});
