import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A teacher's right to make a class from one of their Feide teaching groups. The server keeps no group data: at
 * sign-in the browser gets one signed grant per group, and creating a class from a group hands one back.
 */
export interface GroupGrant {
  userId: string;
  groupId: string;
  name: string;
  expiresAt: number;
}

// A purpose of its own, so no other signed value (a session token) can pass for a grant.
const PURPOSE = 'feide-group-grant:';

const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(PURPOSE + payload).digest();

export function signGroupGrant(secret: Buffer, grant: GroupGrant): string {
  const payload = Buffer.from(JSON.stringify([grant.userId, grant.groupId, grant.name, grant.expiresAt])).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The grant, when its signature holds, it has not expired and it was given to `userId`. */
export function verifyGroupGrant(secret: Buffer, text: string, userId: string, now: number): GroupGrant | undefined {
  const [payload, signature, extra] = text.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(fields) || fields.length !== 4) return undefined;
  const [owner, groupId, name, expiresAt] = fields as unknown[];
  if (typeof owner !== 'string' || typeof groupId !== 'string' || typeof name !== 'string' || typeof expiresAt !== 'number') return undefined;
  if (owner !== userId || expiresAt <= now) return undefined;
  return { userId: owner, groupId, name, expiresAt };
}
