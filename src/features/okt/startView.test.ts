import { describe, expect, it } from 'vitest';
import okterJson from '../../../content/no/okter.json';
import { OktContentFileSchema } from '../../contracts/okt';
import { deriveSections, type Responses } from '../../domain/okt';
import { completeAnswers } from '../../test/completeAnswers';
import { startAction } from './startView';

const okter = OktContentFileSchema.parse(okterJson).okter;
const actionFor = (responses: Responses, classAccess: Record<string, boolean> = {}) =>
  startAction('no', deriveSections(okter, responses, classAccess, false), responses);

describe('startAction', () => {
  it('offers «Start økt 1» on a first visit', () => {
    expect(actionFor({ O1A: '' })).toEqual({ kind: 'start', okt: 1, href: '/no/okt/1/O1T' });
  });

  it('continues where the pupil left off: the first unanswered activity of the first open session not finished', () => {
    const responses = { ...completeAnswers(okter, 1), ...{ O2A: { choice: 'a', correct: true } } };
    expect(actionFor(responses)).toEqual({ kind: 'continue', okt: 2, title: 'Budsjett', activity: 'Budsjettet ditt', href: '/no/okt/2/O2B' });
  });

  it('continues in session 1 when only its first activities are answered', () => {
    expect(actionFor({ O1T: { buffer: 'spart-til-uventet' }, O1A: ['trygg-jobb'] })).toMatchObject({ kind: 'continue', okt: 1, href: '/no/okt/1/O1C' });
  });

  it('starts session 1 with the knowledge test, also for a pupil who answered later activities first', () => {
    expect(actionFor({ O1A: ['trygg-jobb'] })).toMatchObject({ kind: 'continue', okt: 1, href: '/no/okt/1/O1T' });
  });

  it('keeps to the earlier session when the teacher opened a later one', () => {
    expect(actionFor({ O1A: ['trygg-jobb'] }, { '4': true })).toMatchObject({ kind: 'continue', okt: 1 });
  });

  it('sends the pupil back to an activity left out once every session is finished', () => {
    const responses = completeAnswers(okter, 1, 2, 3, 4, 5);
    delete responses.O3B;
    expect(actionFor(responses)).toEqual({ kind: 'continue', okt: 3, title: 'Kredittkjøp', activity: 'Spare hver måned', href: '/no/okt/3/O3B' });
  });

  it('offers the summary and its PDF when everything is done', () => {
    expect(actionFor(completeAnswers(okter, 1, 2, 3, 4, 5))).toEqual({ kind: 'done', href: '/no/okt/5/Fullfort' });
  });

  it('has no action before the sessions are known', () => {
    expect(startAction('nn', [], {})).toBeNull();
  });
});
