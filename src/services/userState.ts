// zod/mini keeps validation out of the way of the first page load.
import * as z from 'zod/mini';

/** Spec §9: the persisted store key. */
export const USER_STATE_KEY = 'ueokonomiapp';
const UNREADABLE_KEY = `${USER_STATE_KEY}:unreadable`;

const json = z.json();

/** The user state of spec §3. Objects filled by the sessions stay open-ended until their activities define them. */
export const UserStateSchema = z.object({
  /** The self-hosted identity provider's session (what the Firebase SDK would keep for itself). */
  email: z.nullable(z.string()),
  idToken: z.nullable(z.string()),
  idTokenExpiresAt: z.nullable(z.number()),
  wpJwtToken: z.nullable(z.string()),
  expiryTime: z.nullable(z.number()),
  isLoggedIn: z.boolean(),
  isNewUser: z.boolean(),
  firestoreUserId: z.nullable(z.string()),
  classCode: z.nullable(z.string()),
  job: z.nullable(json),
  creditPurchase: z.nullable(json),
  unexpectedExpense: z.nullable(json),
  insuranceTotal: z.nullable(z.number()),
  sections: z.array(json),
  responses: z.record(z.string(), json),
  needsSave: z.boolean(),
  pdfButtonStatus: z.boolean(),
  classObject: z.nullable(json),
  canAdmin: z.boolean(),
  fylkeEmail: z.nullable(z.string()),
  passwordResetType: z.nullable(z.enum(['teacher', 'other'])),
});
export type UserState = z.infer<typeof UserStateSchema>;

export const INITIAL_USER_STATE: UserState = {
  email: null,
  idToken: null,
  idTokenExpiresAt: null,
  wpJwtToken: null,
  expiryTime: null,
  isLoggedIn: false,
  isNewUser: false,
  firestoreUserId: null,
  classCode: null,
  job: null,
  creditPurchase: null,
  unexpectedExpense: null,
  insuranceTotal: null,
  sections: [],
  // Spec §3: responses start with O1A empty.
  responses: { O1A: '' },
  needsSave: false,
  pdfButtonStatus: false,
  classObject: null,
  canAdmin: false,
  fylkeEmail: null,
  passwordResetType: null,
};

/**
 * Restores the state saved on this device, field by field: a field that is missing or cannot be read
 * takes its initial value and the rest is kept, so one bad field never signs a pupil out or loses
 * answers. Anything unreadable is set aside (not deleted), so it can still be recovered.
 */
export function readUserState(storage: Storage): UserState {
  const raw = storage.getItem(USER_STATE_KEY);
  if (raw === null) return INITIAL_USER_STATE;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    saved = undefined;
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) {
    storage.setItem(UNREADABLE_KEY, raw);
    return INITIAL_USER_STATE;
  }
  const state: Record<string, unknown> = { ...INITIAL_USER_STATE };
  let setAside = false;
  for (const [key, schema] of Object.entries(UserStateSchema.shape)) {
    if (!(key in saved)) continue;
    const parsed = schema.safeParse((saved as Record<string, unknown>)[key]);
    if (parsed.success) state[key] = parsed.data;
    else setAside = true;
  }
  if (setAside) storage.setItem(UNREADABLE_KEY, raw);
  return state as UserState;
}

export function writeUserState(storage: Storage, state: UserState): void {
  try {
    storage.setItem(USER_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the server copy is still the source of truth.
  }
}
