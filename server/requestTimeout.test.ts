import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from './test/testApp';

type App = Awaited<ReturnType<typeof buildTestApp>>;

/** Opens a raw connection and sends a sign-in's headers, then its body one byte every `everyMs`; answers what the server did. */
function trickle(port: number, everyMs: number) {
  const body = JSON.stringify({ email: 'treg@skole.no', password: 'et langt passord her' });
  const socket = net.connect(port, '127.0.0.1');
  const started = performance.now();
  let sent = 0;
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => {});
  socket.write(`POST /api/identity/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
  const timer = setInterval(() => {
    if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
  }, everyMs);
  return new Promise<{ closedAfterMs: number; bytesSent: number; bodyBytes: number; received: string }>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: performance.now() - started, bytesSent: sent, bodyBytes: body.length, received });
    });
  });
}

describe('request time-outs', () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig({ REQUEST_TIMEOUT_SECONDS: '1' }), seedDemo: false } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app?.close());

  it('closes a connection whose body is trickled a byte at a time once the request time is up', async () => {
    const result = await trickle(port, 100);
    // The body would take over 6 s at this pace; the server cuts it off after 1 s (checked every 250 ms).
    expect(result.bytesSent).toBeLessThan(result.bodyBytes);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(result.closedAfterMs).toBeLessThan(3_000);
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('reads the limit from REQUEST_TIMEOUT_SECONDS, 30 s unless set', () => {
    expect(testConfig().requestTimeoutMs).toBe(30_000);
    expect(app.config.requestTimeoutMs).toBe(1_000);
    expect(app.server.requestTimeout).toBe(1_000);
    expect(app.server.headersTimeout).toBe(1_000);
  });
});
