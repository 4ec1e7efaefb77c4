import { createActor, toPromise } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../services/http';
import { forgetAccessCopy, readAccessCopy, writeAccessCopy } from '../services/deviceCopies';
import type { PublicContent } from '../services/publicContent';
import type { PageContent } from '../contracts/pageContent';
import type { OktContent } from '../contracts/okt';
import { oktActors } from './sessionActors';
import { memoryStorage } from '../test/memoryStorage';

const getClassAccess = vi.fn();
vi.mock('../services/loadPorts', () => ({ loadPorts: async () => ({ backendApi: { getClassAccess } }) }));

const noContent = () => ({}) as PublicContent;

describe('the okt machine’s class access', () => {
  beforeEach(() => {
    getClassAccess.mockReset();
  });

  const ask = (storage: Storage, input: { classCode: string | null; deviceCopy?: boolean }) =>
    toPromise(createActor(oktActors(storage, noContent).fetchClassAccess, { input: { lang: 'no', ...input } }).start());

  it('draws the page from the device’s copy, marked as such, without asking the server', async () => {
    const storage = memoryStorage();
    writeAccessCopy(storage, 'DEMO26', { success: true, data: { '2': true } });
    expect(await ask(storage, { classCode: 'DEMO26', deviceCopy: true })).toEqual({ success: true, data: { '2': true }, fromDevice: true });
    expect(getClassAccess).not.toHaveBeenCalled();
  });

  it('asks the server without a copy, or when it is not drawing, and keeps what the server said for next time', async () => {
    const storage = memoryStorage();
    getClassAccess.mockResolvedValue({ success: true, data: { '3': true } });
    expect(await ask(storage, { classCode: 'DEMO26', deviceCopy: true })).toEqual({ success: true, data: { '3': true } });
    getClassAccess.mockResolvedValue({ success: true, data: { '4': true } });
    expect(await ask(storage, { classCode: 'DEMO26' })).toEqual({ success: true, data: { '4': true } });
    expect(readAccessCopy(storage, 'DEMO26')).toEqual({ success: true, data: { '4': true } });
  });

  it('keeps a class that is gone as closed, and keeps the copy when the network fails', async () => {
    const storage = memoryStorage();
    writeAccessCopy(storage, 'DEMO26', { success: true, data: { '2': true } });
    getClassAccess.mockRejectedValue(new ApiError(null, 'txt_error_network'));
    await expect(ask(storage, { classCode: 'DEMO26' })).rejects.toBeInstanceOf(ApiError);
    expect(readAccessCopy(storage, 'DEMO26')).toEqual({ success: true, data: { '2': true } });
    getClassAccess.mockRejectedValue(new ApiError(404, 'txt_error_default'));
    expect(await ask(storage, { classCode: 'DEMO26' })).toEqual({ success: false });
    expect(readAccessCopy(storage, 'DEMO26')).toEqual({ success: false });
  });

  // Seen in CI: the start page asked for the access, the pupil logged out, and the answer wrote the class back.
  it('keeps no answer that arrives after a logout, so the next pupil on the device learns nothing of the class', async () => {
    const storage = memoryStorage();
    let answer: (value: unknown) => void = () => {};
    getClassAccess.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const asked = ask(storage, { classCode: 'DEMO26' });
    await vi.waitFor(() => expect(getClassAccess).toHaveBeenCalled());
    forgetAccessCopy(storage);
    answer({ success: true, data: { '1': true } });
    expect(await asked).toEqual({ success: true, data: { '1': true } });
    expect(readAccessCopy(storage, 'DEMO26')).toBeNull();
    // The next sign-in's answers are kept again.
    getClassAccess.mockResolvedValue({ success: true, data: { '2': true } });
    await ask(storage, { classCode: 'DEMO26' });
    expect(readAccessCopy(storage, 'DEMO26')).toEqual({ success: true, data: { '2': true } });
  });

  it('answers «No class code.» without a call or a copy', async () => {
    expect(await ask(memoryStorage(), { classCode: null, deviceCopy: true })).toEqual({ success: false, message: 'No class code.' });
    expect(getClassAccess).not.toHaveBeenCalled();
  });
});

describe('the okt machine’s sessions', () => {
  const okt: OktContent = { id: 1, title: 'Økt 1', sectionTitle: 'Jobb', color: 'blue', url: '/okt/1', isLastSection: false, activities: [{ activity_code: 'O1A', title: 'Interesser', component: 'interests', next_activity: false }] };
  const page: PageContent = { kind: 'okter', lang: 'no', okter: [okt] };
  const getOktContent = vi.fn(async () => [{ ...okt, title: 'fra serveren' }]);
  const content = () => ({ getOktContent }) as unknown as PublicContent;
  const load = (lang: 'no' | 'nn') => toPromise(createActor(oktActors(memoryStorage(), content, () => page).fetchOktContent, { input: { lang } }).start());

  it('takes the sessions the session page came with, without asking', async () => {
    getOktContent.mockClear();
    expect(await load('no')).toEqual([okt]);
    expect(getOktContent).not.toHaveBeenCalled();
  });

  it('asks for another language than the page’s', async () => {
    getOktContent.mockClear();
    expect(await load('nn')).toEqual([{ ...okt, title: 'fra serveren' }]);
    expect(getOktContent).toHaveBeenCalledWith('nn');
  });
});
