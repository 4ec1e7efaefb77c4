/** What the bench and the emulator tooling do with the processes they start: keep their output, wait for them, stop them. */
import type { ChildProcess } from 'node:child_process';

/** The last `max` characters the child wrote, for an error message. */
export function keepOutput(child: ChildProcess, max = 20_000): () => string {
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-max);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => log;
}

/** Waits until `url` gives an answer `accepted` takes; fails when the child stops first, or after `timeoutMs`. */
export async function waitForUrl(
  url: string,
  child: ChildProcess,
  { name, timeoutMs, accepted = (res) => res.ok, output = () => '' }: { name: string; timeoutMs: number; accepted?: (res: Response) => boolean; output?: () => string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} stopped while starting (exit ${child.exitCode}):\n${output()}`);
    try {
      if (accepted(await fetch(url, { signal: AbortSignal.timeout(1000) }))) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Asks the child to stop with `signal`, and kills it when it has not within `graceMs`. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
