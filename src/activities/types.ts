import type { ComponentType, ReactNode } from 'react';
import type { ContentDocument, ContentRequest } from '../../machines/contentPageMachine';
import type { Activity } from '../contracts/okt';
import type { Lang } from '../contracts/lang';
import type { StoryObjects } from '../domain/story';

export interface ActivityProps {
  lang: Lang;
  activity: Activity;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The pupil's user id: it fixes the order of a question's options on every device. */
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
  preload: () => Promise<unknown>;
  /** The chunk is here (or failed), so the component renders without suspending. */
  settled: () => boolean;
  /** The content the activity needs, given the earlier answers; none when it needs nothing. */
  needs?: (lang: Lang, responses: Record<string, unknown>) => ContentRequest | null;
  /** The activity shows the save state in its own sticky summary bar. */
  ownsSaveStatus?: true;
}
