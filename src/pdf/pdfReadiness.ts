import type { OktContent } from '../contracts/okt';
import type { Responses } from '../domain/okt';
import { activitiesLeft } from '../domain/pdfGate';

export type PdfReadiness =
  | { complete: true }
  /** The first activity not done yet (in session order), and how many are left in all. */
  | { complete: false; left: number; okt: number; code: string; title: string };

/** What the PDF panel says: ready, or what is left first. The rule is the PDF machine's (src/domain/pdfGate.ts). */
export function pdfReadiness(okter: readonly OktContent[], responses: Responses): PdfReadiness {
  const missing = okter.flatMap((okt) => activitiesLeft(okt.activities, responses).map((a) => ({ okt: okt.id, activity: a })));
  const first = missing[0];
  if (okter.length === 0) return { complete: false, left: 0, okt: 1, code: 'O1A', title: '' };
  if (!first) return { complete: true };
  return { complete: false, left: missing.length, okt: first.okt, code: first.activity.activity_code, title: first.activity.title };
}
