import type { Activity } from '../contracts/okt';
import type { Lang } from '../contracts/lang';

/** What every activity component gets: its content, the stored answer, and a way to change it. */
export interface ActivityProps {
  lang: Lang;
  activity: Activity;
  value: unknown;
  onChange: (value: unknown) => void;
}
