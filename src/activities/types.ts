import type { ComponentType, ReactNode } from 'react';
import type { ContentDocument, ContentRequest } from '../../machines/contentPageMachine';
import type { Activity } from '../contracts/okt';
import type { Lang } from '../contracts/lang';
import type { StoryObjects } from '../domain/story';

/** What every activity component gets: its content, the stored answer, and a way to change it. */
export interface ActivityProps {
  lang: Lang;
  activity: Activity;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Who the pupil is (their user id): the order of a question's options is fixed by it, the same on every device. */
  seed: string;
  /** Earlier answers and the story objects they stand for (rebuilt from the answers by the story machine). */
  responses: Record<string, unknown>;
  objects: StoryObjects;
  /** What the activity needs from the server (choices, tax rules): null while it loads. */
  data: ContentDocument | null;
  dataFailed: boolean;
  onRetry: () => void;
  /** The save state («Lagret kl. 10:42») for an activity with its own summary bar (`ownsSaveStatus`). */
  saveStatus?: ReactNode;
}

export interface ActivityDefinition {
  component: ComponentType<ActivityProps>;
  /** Fetches the component's chunk ahead of time (src/activities/lazyActivity.ts). */
  preload: () => Promise<unknown>;
  /** The chunk is here, so the component renders at once without suspending first, or fetching it failed. */
  settled: () => boolean;
  /** The content the activity needs, given the earlier answers; none when it needs nothing. */
  needs?: (lang: Lang, responses: Record<string, unknown>) => ContentRequest | null;
  /** The activity shows the save state in its own sticky summary bar, so the page does not show it again. */
  ownsSaveStatus?: true;
}
