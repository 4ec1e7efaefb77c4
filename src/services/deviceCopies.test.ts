import { describe, expect, it, vi } from 'vitest';
import { ACCESS_COPY_KEY, CONTENT_COPIES_KEY, createContentCopies, forgetAccessCopy, readAccessCopy, writeAccessCopy } from './deviceCopies';
import { memoryStorage } from '../test/memoryStorage';


describe('content copies (issue 19)', () => {
  it('answers a read of the same content version from the device, without loading again', async () => {
    const storage = memoryStorage();
    const load = vi.fn(async () => ({ jobs: ['sykepleier'] }));
    expect(await createContentCopies(storage, 'v1')('listJobs:["no","helse"]', load)).toEqual({ jobs: ['sykepleier'] });
    // A reload: a new instance on the same storage.
    expect(await createContentCopies(storage, 'v1')('listJobs:["no","helse"]', load)).toEqual({ jobs: ['sykepleier'] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the server again when the server has other content or another build, and drops the old copies', async () => {
    const storage = memoryStorage();
    await createContentCopies(storage, 'v1')('getQuiz:["no"]', async () => 'old');
    const keep = createContentCopies(storage, 'v2');
    expect(await keep('getQuiz:["no"]', async () => 'new')).toBe('new');
    expect(JSON.parse(storage.getItem(CONTENT_COPIES_KEY)!)).toEqual({ version: 'v2', documents: { 'getQuiz:["no"]': 'new' } });
  });

  it('keeps nothing without a version (a page the server did not write, the dev server)', async () => {
    const storage = memoryStorage();
    const load = vi.fn(async () => 1);
    const keep = createContentCopies(storage, undefined);
    await keep('a', load);
    await keep('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(storage.length).toBe(0);
  });

  it('a failed load keeps nothing and fails as it would without copies', async () => {
    const storage = memoryStorage();
    const keep = createContentCopies(storage, 'v1');
    await expect(keep('a', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await keep('a', async () => 'svar')).toBe('svar');
  });

  it('ignores a copy that is not JSON or not its shape', async () => {
    for (const stored of ['{ikke json', '[]', '{"version":"v1","documents":[1]}', '{"version":"v1","documents":null}']) {
      const storage = memoryStorage();
      storage.setItem(CONTENT_COPIES_KEY, stored);
      expect(await createContentCopies(storage, 'v1')('0', async () => 'fra serveren')).toBe('fra serveren');
    }
  });

  it('never crowds out the pupil’s own state: a copy past its share of the storage is not kept', async () => {
    const storage = memoryStorage();
    const keep = createContentCopies(storage, 'v1');
    await keep('small', async () => 'x');
    const big = 'x'.repeat(1_000_001);
    expect(await keep('big', async () => big)).toBe(big);
    expect(Object.keys(JSON.parse(storage.getItem(CONTENT_COPIES_KEY)!).documents)).toEqual(['small']);
  });

  it('answers from the server when storage is full or refused', async () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    const keep = createContentCopies(refusing, 'v1');
    expect(await keep('a', async () => 'svar')).toBe('svar');
  });
});

describe('the class access copy (issue 19)', () => {
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
