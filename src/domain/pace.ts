import type { OktContent } from '../contracts/okt';
import type { ClassPace, PaceSend, PaceSpot } from '../contracts/pace';

/** No hold and nothing to follow: a class the teacher has not paced. */
export const NO_PACE: ClassPace = { hold: null, sendTo: null };

/** The completion page of a session (`/okt/{n}/Fullfort`): past every activity of it. */
export const COMPLETION_PART = 'Fullfort';

type Content = readonly Pick<OktContent, 'id' | 'activities'>[];

/**
 * Where a page of the sessions lies in the class's order: the session, then the activity's place in it (the content's
 * order, not the codes': O3F comes before O3E). The completion page comes after every activity of its session.
 * Undefined for a session or activity the content does not have.
 */
export function placeOf(content: Content, okt: number, part: string): [number, number] | undefined {
  const section = content.find((s) => s.id === okt);
  if (!section) return undefined;
  if (part === COMPLETION_PART) return [okt, section.activities.length];
  const index = section.activities.findIndex((a) => a.activity_code === part);
  return index < 0 ? undefined : [okt, index];
}

/** The activity exists in that session's content: what a teacher may hold the class at or send it to. */
export const isActivityOf = (content: Content, spot: PaceSpot) => spot.activity !== COMPLETION_PART && placeOf(content, spot.okt, spot.activity) !== undefined;

/** The page lies after the held activity: a pupil may not go there while the class is held. */
export function isBeyondHold(content: Content, hold: PaceSpot | null, okt: number, part: string): boolean {
  if (!hold) return false;
  const held = placeOf(content, hold.okt, hold.activity);
  const place = placeOf(content, okt, part);
  if (!held || !place) return false;
  return place[0] > held[0] || (place[0] === held[0] && place[1] > held[1]);
}

/** Every activity code after the held one, in the content's order: the answers the server does not take while held. */
export function codesBeyondHold(content: Content, hold: PaceSpot | null): string[] {
  if (!hold) return [];
  return content.flatMap((s) => s.activities.filter((a) => isBeyondHold(content, hold, s.id, a.activity_code)).map((a) => a.activity_code));
}

/** The session page of an activity, below /{lang}. */
export const pacePath = (spot: PaceSpot) => `/okt/${spot.okt}/${spot.activity}`;

/** «Send alle hit» still to follow on this device: a press newer than the last one it followed. */
export const sendToDue = (sendTo: PaceSend | null, followedAt: number | null): sendTo is PaceSend => sendTo !== null && sendTo.at > (followedAt ?? 0);
