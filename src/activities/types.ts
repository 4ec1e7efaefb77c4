import type { ContentDocument, ContentRequest } from '../../machines/contentPageMachine';
import type { Job } from '../contracts/curriculum';
import type { Activity } from '../contracts/okt';
import type { Lang } from '../contracts/lang';

/** What every activity component gets: its content, the stored answer, and a way to change it. */
export interface ActivityProps {
  lang: Lang;
  activity: Activity;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Earlier answers and the job chosen in økt 1, for activities that build on them. */
  responses: Record<string, unknown>;
  job: Job | null;
  onJobChosen: (job: Job) => void;
  /** What the activity needs from the server (choices, tax rules): null while it loads. */
  data: ContentDocument | null;
  dataFailed: boolean;
  onRetry: () => void;
}

export interface ActivityDefinition {
  component: (props: ActivityProps) => React.ReactNode;
  /** The content the activity needs, given the earlier answers; none when it needs nothing. */
  needs?: (lang: Lang, responses: Record<string, unknown>) => ContentRequest | null;
}
