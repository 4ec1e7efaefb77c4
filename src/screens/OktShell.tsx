import { OktHeader } from './OktHeader';
import type { OktContent } from '../contracts/okt';
import { Card } from '../design/Card';
import '../styles/mobile.css';

/**
 * Issue 20: a session page as the server draws it before any script runs, from the public content alone: the
 * activity's heading and lead in the frame OktScreen draws them in, and the activity's place kept. What depends on
 * the pupil (their answers, the save state, whether the session is open) comes when the app has it.
 */
export function OktShell({ section, part }: { section: OktContent; part: string }) {
  const index = section.activities.findIndex((a) => a.activity_code === part);
  return (
    <Card as="article" className="activity" aria-busy="true" aria-labelledby="okt-title">
      {index >= 0 && <OktHeader section={section} index={index} />}
      <div className="skeleton activity-loading" aria-hidden="true" />
    </Card>
  );
}
