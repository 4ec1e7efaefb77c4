import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signGroupGrant, verifyGroupGrant } from './groupGrants';

const secret = randomBytes(32);
const grant = { userId: 'teacher-0000001', groupId: 'fc:gogroup:x', name: 'Samfunnsfag 10A', expiresAt: 2_000 };

describe('group grants', () => {
  it('hold for the teacher they were given to until they expire', () => {
    const text = signGroupGrant(secret, grant);
    expect(verifyGroupGrant(secret, text, grant.userId, 1_999)).toEqual(grant);
    expect(verifyGroupGrant(secret, text, grant.userId, 2_000)).toBeUndefined();
    expect(verifyGroupGrant(secret, text, 'another-teacher', 1_000)).toBeUndefined();
  });

  it('refuse anything changed, signed with another secret, or malformed', () => {
    const text = signGroupGrant(secret, grant);
    const [payload, signature] = text.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([grant.userId, 'fc:gogroup:other', grant.name, grant.expiresAt])).toString('base64url');
    expect(verifyGroupGrant(secret, `${forged}.${signature}`, grant.userId, 1_000)).toBeUndefined();
    expect(verifyGroupGrant(randomBytes(32), text, grant.userId, 1_000)).toBeUndefined();
    for (const bad of ['', payload, `${payload}.`, `${text}.x`, 'a.b', `${Buffer.from('{}').toString('base64url')}.${signature}`]) {
      expect(verifyGroupGrant(secret, bad, grant.userId, 1_000)).toBeUndefined();
    }
  });
});
