import type { OktContent } from '../contracts/okt';

/** Spec §3 Session (okt) section: the content plus what this pupil may open and has finished. */
export interface OktSection extends OktContent {
  hasAccess: boolean;
  isComplete: boolean;
}

export type Responses = Record<string, unknown>;
export type ClassAccess = Record<string, boolean>;

/** A response exists when something was answered: O1A starts as '' and a reset budget is null. */
export function hasResponse(responses: Responses, code: string): boolean {
  const value = responses[code];
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const finalCode = (okt: OktContent) => okt.activities[okt.activities.length - 1]!.activity_code;

/**
 * Spec §4: session 1 is always open; n > 1 opens when n − 1 is complete, for canAdmin, or when the
 * class data marks n true; a session is complete once its final activity has a response. (The spec's
 * "completing session 4 grants session 5" follows from the n − 1 rule: all activities include the final one.)
 */
export function deriveSections(content: readonly OktContent[], responses: Responses, classAccess: ClassAccess, canAdmin: boolean): OktSection[] {
  const sections: OktSection[] = [];
  for (const okt of content) {
    const previous = sections[sections.length - 1];
    const isComplete = hasResponse(responses, finalCode(okt));
    const hasAccess = okt.id === 1 || canAdmin || classAccess[String(okt.id)] === true || previous?.isComplete === true;
    sections.push({ ...okt, hasAccess, isComplete });
  }
  return sections;
}

export type AccessCheck = { success: true } | { success: false; message: 'Previous okt is not complete.' | 'No class code.' };

/** Spec §5: a non-admin opening session N > 1 with the previous session incomplete is refused. */
export function checkOktAccess(sections: readonly OktSection[], okt: number): AccessCheck {
  return sections.find((s) => s.id === okt)?.hasAccess ? { success: true } : { success: false, message: 'Previous okt is not complete.' };
}

/** The highest session the pupil may open: where someone turned away from a locked session is sent. */
export function furthestOpenOkt(sections: readonly OktSection[]): number {
  return sections.filter((s) => s.hasAccess).reduce((max, s) => Math.max(max, s.id), 1);
}

/** The first activity of a session without a response, so a pupil returns to where they left off. */
export function resumeActivity(section: OktSection, responses: Responses): string {
  return (section.activities.find((a) => !hasResponse(responses, a.activity_code)) ?? section.activities[0]!).activity_code;
}

/** Every activity code of every session: the PDF needs all of them answered. */
export function allActivityCodes(content: readonly OktContent[]): string[] {
  return content.flatMap((okt) => okt.activities.map((a) => a.activity_code));
}
