import { describe, expect, it } from 'vitest';
import * as answers from '../../contracts/answers';
import * as auth from '../../contracts/auth';
import * as firebase from '../../contracts/firebaseConfig';
import * as limits from './limits';

describe('the Firebase adapters’ copy of the contracts’ values', () => {
  it('matches the contracts the server and the self-hosted adapters use', () => {
    expect(limits.SESSION_HOURS).toBe(auth.SESSION_HOURS);
    expect(limits.TEACHER_CLAIM).toBe(firebase.TEACHER_CLAIM);
    expect(limits.MAX_CLASS_RECORDS_PER_USER).toBe(answers.MAX_CLASS_RECORDS_PER_USER);
    expect(limits.FIRESTORE_PATHS.user('u1')).toBe(firebase.FIRESTORE_PATHS.user('u1'));
    expect(limits.FIRESTORE_PATHS.classRecord('u1', 'DEMO26')).toBe(firebase.FIRESTORE_PATHS.classRecord('u1', 'DEMO26'));
  });
});
