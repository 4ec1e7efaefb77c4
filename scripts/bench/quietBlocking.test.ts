import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PipeProtocol } from './quietBlocking';

describe("Chromium's DevTools pipe (quietBlocking.ts)", () => {
  it('answers each call by its id, from messages split anywhere across chunks, and ignores events', async () => {
    const toChromium = new PassThrough();
    const fromChromium = new PassThrough();
    const cdp = new PipeProtocol(toChromium, fromChromium);
    const first = cdp.send('Target.createTarget', { url: 'about:blank' });
    const second = cdp.send('Runtime.evaluate', { expression: '1' }, 'session-1');
    const sent = String(toChromium.read()).split('\0');
    expect(sent.slice(0, 2).map((m) => JSON.parse(m) as unknown)).toEqual([
      { id: 1, method: 'Target.createTarget', params: { url: 'about:blank' } },
      { id: 2, method: 'Runtime.evaluate', params: { expression: '1' }, sessionId: 'session-1' },
    ]);
    const replies = `${JSON.stringify({ method: 'Page.frameNavigated', params: {} })}\0${JSON.stringify({ id: 2, result: { result: { value: 1 } } })}\0${JSON.stringify({ id: 1, result: { targetId: 'T' } })}\0`;
    fromChromium.write(replies.slice(0, 30));
    fromChromium.write(replies.slice(30, 75));
    fromChromium.write(replies.slice(75));
    await expect(first).resolves.toEqual({ targetId: 'T' });
    await expect(second).resolves.toEqual({ result: { value: 1 } });
  });

  it("rejects a call Chromium answers with an error", async () => {
    const toChromium = new PassThrough();
    const fromChromium = new PassThrough();
    const call = new PipeProtocol(toChromium, fromChromium).send('Page.navigate', { url: 'x' });
    fromChromium.write(`${JSON.stringify({ id: 1, error: { message: 'Cannot navigate to invalid URL' } })}\0`);
    await expect(call).rejects.toThrow('Cannot navigate to invalid URL');
  });
});
