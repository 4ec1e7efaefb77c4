import type { ReactNode } from 'react';
import { activityTextPart } from '../textParts';
import type { Lang } from '../../contracts/lang';
import type { Responses } from '../../domain/okt';
import { LaterTexts } from '../../i18n/LaterTexts';
import { MissingNotice } from '../budget/MissingNotice';
import { firstNeeded } from './prerequisites';
import type { StoryObjects } from '../../domain/story';

/** Shows the activity, or what it needs done first with a link there (prerequisites.ts); its texts are preloaded on every session page. */
export function ActivityGate({ lang, component, responses, objects, children }: { lang: Lang; component: string; responses: Responses; objects: StoryObjects; children: ReactNode }) {
  const needed = firstNeeded(component, responses, objects);
  return (
    <LaterTexts fallback={<div className="skeleton activity-loading" aria-hidden="true" />} part={activityTextPart(component)}>
      {needed ? <MissingNotice messageId={needed.messageId} linkId={needed.linkId} href={`/${lang}/okt/${needed.okt}/${needed.code}`} /> : children}
    </LaterTexts>
  );
}
