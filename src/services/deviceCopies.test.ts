import { describe, expect, it, vi } from 'vitest';
import { ACCESS_COPY_KEY, CONTENT_COPIES_KEY, createContentCopies, forgetAccessCopy, readAccessCopy, writeAccessCopy } from './deviceCopies';
import { memoryStorage } from '../test/memoryStorage';

/** The copies' writes at once, where the app leaves them to the browser's next idle moment. */
const atOnce = (work: () => void) => work();


describe('content copies', () => {
  it('answers a read of the same content version from the device, without loading again', async () => {
    const storage = memoryStorage();
    const load = vi.fn(async () => ({ jobs: ['sykepleier'] }));
    expect(await createContentCopies(storage, 'v1', atOnce)('listJobs:["no","helse"]', load)).toEqual({ jobs: ['sykepleier'] });
    // A reload: a new instance on the same storage.
    expect(await createContentCopies(storage, 'v1', atOnce)('listJobs:["no","helse"]', load)).toEqual({ jobs: ['sykepleier'] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the server again when the server has other content or another build, and drops the old copies', async () => {
    const storage = memoryStorage();
    await createContentCopies(storage, 'v1', atOnce)('getQuiz:["no"]', async () => 'old');
    const keep = createContentCopies(storage, 'v2', atOnce);
    expect(await keep('getQuiz:["no"]', async () => 'new')).toBe('new');
    expect(JSON.parse(storage.getItem(CONTENT_COPIES_KEY)!)).toEqual({ version: 'v2', documents: { 'getQuiz:["no"]': 'new' } });
  });

  it('keeps nothing without a version (a page the server did not write, the dev server)', async () => {
    const storage = memoryStorage();
    const load = vi.fn(async () => 1);
    const keep = createContentCopies(storage, undefined, atOnce);
    await keep('a', load);
    await keep('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(storage.length).toBe(0);
  });

  it('a failed load keeps nothing and fails as it would without copies', async () => {
    const storage = memoryStorage();
    const keep = createContentCopies(storage, 'v1', atOnce);
    await expect(keep('a', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await keep('a', async () => 'svar')).toBe('svar');
  });

  it('ignores a copy that is not JSON or not its shape', async () => {
    for (const stored of ['{ikke json', '[]', '{"version":"v1","documents":[1]}', '{"version":"v1","documents":null}']) {
      const storage = memoryStorage();
      storage.setItem(CONTENT_COPIES_KEY, stored);
      expect(await createContentCopies(storage, 'v1', atOnce)('0', async () => 'fra serveren')).toBe('fra serveren');
    }
  });

  it('never crowds out the pupil’s own state: a copy past its share of the storage is not kept', async () => {
    const storage = memoryStorage();
    const keep = createContentCopies(storage, 'v1', atOnce);
    await keep('small', async () => 'x');
    const big = 'x'.repeat(1_000_001);
    expect(await keep('big', async () => big)).toBe(big);
    expect(Object.keys(JSON.parse(storage.getItem(CONTENT_COPIES_KEY)!).documents)).toEqual(['small']);
  });

  it('writes at the idle moment it is given, once for answers that came before it', async () => {
    const storage = memoryStorage();
    const idle: (() => void)[] = [];
    const keep = createContentCopies(storage, 'v1', (work) => void idle.push(work));
    await keep('a', async () => 1);
    await keep('b', async () => 2);
    expect(storage.getItem(CONTENT_COPIES_KEY)).toBeNull();
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(JSON.parse(storage.getItem(CONTENT_COPIES_KEY)!)).toEqual({ version: 'v1', documents: { a: 1, b: 2 } });
    // The next answer asks for its own idle moment.
    await keep('c', async () => 3);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(Object.keys(JSON.parse(storage.getItem(CONTENT_COPIES_KEY)!).documents)).toEqual(['a', 'b', 'c']);
  });

  it('answers from the server when storage is full or refused', async () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    const keep = createContentCopies(refusing, 'v1', atOnce);
    expect(await keep('a', async () => 'svar')).toBe('svar');
  });
});

describe('the class access copy', () => {
  it('is kept for its class code only, and forgotten at logout', () => {
    const storage = memoryStorage();
    writeAccessCopy(storage, 'DEMO26', { success: true, data: { '2': true } });
    expect(readAccessCopy(storage, 'DEMO26')).toEqual({ success: true, data: { '2': true } });
    expect(readAccessCopy(storage, 'ANDRE1')).toBeNull();
    forgetAccessCopy(storage);
    expect(storage.getItem(ACCESS_COPY_KEY)).toBeNull();
    expect(readAccessCopy(storage, 'DEMO26')).toBeNull();
  });
});
