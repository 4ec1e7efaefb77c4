import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../src/contracts/lang';
import { classExportMachine } from './classExportMachine';
import { classViewMachine, classViewParts } from './classViewMachine';

type Download = (input: { classCode: string; lang: Lang }) => Promise<void>;

function start(download: Download) {
  const downloadCsv = vi.fn(download);
  const reportAuthError = vi.fn();
  const actor = createActor(classExportMachine.provide({ actors: { downloadCsv: fromPromise(({ input }) => downloadCsv(input)) }, actions: { reportAuthError } })).start();
  const settled = () => waitFor(actor, (s) => s.matches('idle'));
  return { actor, downloadCsv, reportAuthError, settled };
}

describe('classExportMachine', () => {
  it('downloads the file of the class the class view has open, with the header row in the language asked for', async () => {
    const downloadCsv = vi.fn<Download>(async () => {});
    const view = createActor(
      classViewMachine.provide({ actors: { export: classViewParts.export.provide({ actors: { downloadCsv: fromPromise(({ input }) => downloadCsv(input)) } }) } }),
    ).start();
    const part = view.getSnapshot().context.export;
    view.send({ type: 'class.open', classCode: 'KX7P2M' });
    part.send({ type: 'export.download', lang: 'nn' });
    expect(part.getSnapshot().matches('downloading')).toBe(true);
    await waitFor(part, (s) => s.matches('idle'));
    expect(downloadCsv).toHaveBeenCalledExactlyOnceWith({ classCode: 'KX7P2M', lang: 'nn' });
    expect(part.getSnapshot().context.errorKey).toBeNull();
    view.stop();
  });

  it('asks for nothing before a class is open', () => {
    const run = start(async () => {});
    run.actor.send({ type: 'export.download', lang: 'no' });
    expect(run.actor.getSnapshot().matches('idle')).toBe(true);
    expect(run.downloadCsv).not.toHaveBeenCalled();
    run.actor.stop();
  });

  it('keeps why a download failed until the teacher tries again or opens another class', async () => {
    let fail = true;
    const run = start(async () => {
      if (fail) throw Object.assign(new Error('txt_error_network'), { status: null, messageKey: 'txt_error_network' });
    });
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'export.download', lang: 'no' });
    await run.settled();
    expect(run.actor.getSnapshot().context.errorKey).toBe('txt_error_network');

    fail = false;
    run.actor.send({ type: 'export.download', lang: 'no' });
    expect(run.actor.getSnapshot().context.errorKey).toBeNull();
    await run.settled();
    expect(run.actor.getSnapshot().context.errorKey).toBeNull();
    expect(run.downloadCsv).toHaveBeenCalledTimes(2);

    fail = true;
    run.actor.send({ type: 'export.download', lang: 'no' });
    await run.settled();
    run.actor.send({ type: 'class.open', classCode: 'QW4R7T' });
    expect(run.actor.getSnapshot().context.errorKey).toBeNull();
    run.actor.stop();
  });

  it('hands a refused token to the central error handler instead of showing it', async () => {
    const refused = Object.assign(new Error('txt_error_session_expired'), { status: 401, messageKey: 'txt_error_session_expired' });
    const run = start(async () => {
      throw refused;
    });
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'export.download', lang: 'no' });
    await run.settled();
    expect(run.reportAuthError).toHaveBeenCalledExactlyOnceWith(expect.anything(), { error: refused });
    expect(run.actor.getSnapshot().context.errorKey).toBeNull();
    run.actor.stop();
  });
});
