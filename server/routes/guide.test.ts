import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuideSchema } from '../../src/contracts/guide';
import type { TestApp } from '../test/authHelpers';
import { addPupil, demoTeacherToken, getAs } from '../test/teacherHelpers';
import { buildTestApp } from '../test/testApp';

describe('GET /api/guide/:lang', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it('gives a teacher the guide in Bokmål and in Nynorsk, answer key included, and no cache keeps it', async () => {
    const token = await demoTeacherToken(app);
    for (const [lang, word] of [['no', 'Elevene'], ['nn', 'Elevane']] as const) {
      const res = await getAs(app, `/api/guide/${lang}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const guide = GuideSchema.parse(res.json().data);
      expect(guide.okter.map((okt) => okt.okt)).toEqual([1, 2, 3, 4, 5]);
      expect(guide.okter[0]!.goals[0]).toContain(word);
      expect(guide.okter[3]!.answerKey.some((entry) => entry.question?.id === 'halv-skatt')).toBe(true);
    }
  });

  it('refuses a pupil (403) and a request without a token (401)', async () => {
    const pupil = await getAs(app, '/api/guide/no', (await addPupil(app)).idToken);
    expect(pupil.statusCode).toBe(403);
    expect(pupil.body).not.toContain('answerKey');
    const anonymous = await getAs(app, '/api/guide/no', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('answerKey');
  });

  it('answers 400 for a language the app does not have', async () => {
    expect((await getAs(app, '/api/guide/en', await demoTeacherToken(app))).statusCode).toBe(400);
  });
});
