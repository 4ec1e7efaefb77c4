import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleData, warmLocaleDataAside } from './localeData';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A Worker stand-in that records what the page asks of it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the browser’s locale data, loaded beside the page (issue 20)', () => {
  it('asks every Intl service the app formats with for the locale, so each has listed its locales', () => {
    const asked = [Intl.NumberFormat, Intl.PluralRules, Intl.DateTimeFormat, Intl.Collator].map((service) => vi.spyOn(service, 'supportedLocalesOf'));
    warmLocaleData('nn');
    for (const spy of asked) expect(spy).toHaveBeenCalledWith('nn');
  });

  it('asks it of a module worker of its own, which ends once it has answered', () => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    warmLocaleDataAside('nb');
    const [worker] = FakeWorker.made;
    expect(FakeWorker.made).toHaveLength(1);
    expect(String(worker!.url)).toMatch(/localeData\.worker/);
    expect(worker!.options.type).toBe('module');
    expect(worker!.posted).toEqual(['nb']);
    expect(worker!.terminated).toBe(false);
    worker!.onmessage!();
    expect(worker!.terminated).toBe(true);
  });

  it('ends the worker when it fails too', () => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    warmLocaleDataAside('nb');
    FakeWorker.made[0]!.onerror!();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('does nothing where there are no workers, or the browser refuses one', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmLocaleDataAside('nb')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmLocaleDataAside('nb')).not.toThrow();
  });
});
