import type { Activity, OktContent } from '../contracts/okt';
import { isCompleteResponse } from './responseChecks';

/** Spec §3 Session (okt) section. */
export interface OktSection extends OktContent {
  hasAccess: boolean;
  isComplete: boolean;
  /** Where the completion page sends the pupil back to. */
  firstMissing: string | null;
}

export type Responses = Record<string, unknown>;
export type ClassAccess = Record<string, boolean>;

export function isActivityComplete(activity: Pick<Activity, 'activity_code' | 'component'>, responses: Responses): boolean {
  return isCompleteResponse(activity.component, responses[activity.activity_code]);
}

const finalActivity = (okt: OktContent) => okt.activities[okt.activities.length - 1]!;

/**
 * Spec §4: session 1 is always open; n > 1 opens when n − 1 is complete, for canAdmin, or when the class opens it.
 * Returns `before` itself when nothing changed, so nothing draws again for a class poll.
 */
export function deriveSections(content: readonly OktContent[], responses: Responses, classAccess: ClassAccess, canAdmin: boolean, before: readonly OktSection[] = []): OktSection[] {
  const sections: OktSection[] = [];
  for (const okt of content) {
    const previous = sections[sections.length - 1];
    const isComplete = isActivityComplete(finalActivity(okt), responses);
    const hasAccess = okt.id === 1 || canAdmin || classAccess[String(okt.id)] === true || previous?.isComplete === true;
    const firstMissing = okt.activities.find((a) => !isActivityComplete(a, responses))?.activity_code ?? null;
    sections.push({ ...okt, hasAccess, isComplete, firstMissing });
  }
  const same = sections.length === before.length && sections.every((s, i) => (Object.keys(s) as (keyof OktSection)[]).every((k) => s[k] === before[i]![k]));
  return same ? (before as OktSection[]) : sections;
}

export type AccessCheck = { success: true } | { success: false; message: 'Previous okt is not complete.' | 'No class code.' };

/** Spec §5. */
export function checkOktAccess(sections: readonly OktSection[], okt: number): AccessCheck {
  return sections.find((s) => s.id === okt)?.hasAccess ? { success: true } : { success: false, message: 'Previous okt is not complete.' };
}

/** Where someone turned away from a locked session is sent. */
export function furthestOpenOkt(sections: readonly OktSection[]): number {
  return sections.filter((s) => s.hasAccess).reduce((max, s) => Math.max(max, s.id), 1);
}

export function resumeActivity(section: OktSection, responses: Responses): string {
  return (section.activities.find((a) => !isActivityComplete(a, responses)) ?? section.activities[0]!).activity_code;
}

export function allActivities(content: readonly OktContent[]): Pick<Activity, 'activity_code' | 'component'>[] {
  return content.flatMap((okt) => okt.activities.map(({ activity_code, component }) => ({ activity_code, component })));
}
