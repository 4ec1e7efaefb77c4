/**
 * Whether two answers hold the same value, whatever order their objects' keys come in. PostgreSQL's jsonb and
 * Firestore's maps give keys back in an order of their own (jsonb: shorter first), so an answer saved and read back
 * is the same answer with its keys moved: comparing JSON text called it another device's work. Arrays keep order.
 */
export const sameAnswer = (a: unknown, b: unknown): boolean => a === b || sortedJson(a) === sortedJson(b);

// JSON.stringify asks the replacer again for each member of the object it returns, so every level is sorted.
const sortedJson = (value: unknown) =>
  JSON.stringify(value, (_, member: unknown) =>
    member && typeof member === 'object' && !Array.isArray(member) ? Object.fromEntries(Object.entries(member).sort(([p], [q]) => (p < q ? -1 : 1))) : member,
  );
