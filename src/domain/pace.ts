import type { OktContent } from '../contracts/okt';
import type { ClassPace, PaceSend, PaceSpot } from '../contracts/pace';

export const NO_PACE: ClassPace = { hold: null, sendTo: null };

/** The completion page of a session (`/okt/{n}/Fullfort`). */
export const COMPLETION_PART = 'Fullfort';

type Content = readonly Pick<OktContent, 'id' | 'activities'>[];

/** A page's place in the content's order, not the codes' (O3F comes before O3E); the completion page comes last. */
export function placeOf(content: Content, okt: number, part: string): [number, number] | undefined {
  const section = content.find((s) => s.id === okt);
  if (!section) return undefined;
  if (part === COMPLETION_PART) return [okt, section.activities.length];
  const index = section.activities.findIndex((a) => a.activity_code === part);
  return index < 0 ? undefined : [okt, index];
}

/** What a teacher may hold the class at or send it to. */
export const isActivityOf = (content: Content, spot: PaceSpot) => spot.activity !== COMPLETION_PART && placeOf(content, spot.okt, spot.activity) !== undefined;

export function isBeyondHold(content: Content, hold: PaceSpot | null, okt: number, part: string): boolean {
  if (!hold) return false;
  const held = placeOf(content, hold.okt, hold.activity);
  const place = placeOf(content, okt, part);
  if (!held || !place) return false;
  return place[0] > held[0] || (place[0] === held[0] && place[1] > held[1]);
}

/** The answers the server does not take while the class is held. */
export function codesBeyondHold(content: Content, hold: PaceSpot | null): string[] {
  if (!hold) return [];
  return content.flatMap((s) => s.activities.filter((a) => isBeyondHold(content, hold, s.id, a.activity_code)).map((a) => a.activity_code));
}

/** Below /{lang}. */
export const pacePath = (spot: PaceSpot) => `/okt/${spot.okt}/${spot.activity}`;

/** A «send alle hit» press newer than the last one this device followed. */
export const sendToDue = (sendTo: PaceSend | null, followedAt: number | null): sendTo is PaceSend => sendTo !== null && sendTo.at > (followedAt ?? 0);
