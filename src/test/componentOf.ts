import okter from '../../content/no/okter.json';

type Okter = { okter: { activities: { activity_code: string; component: string }[] }[] };

/** The component the content gives an activity code (O3B → 'saving-monthly'), so a test's activity is framed as the app frames it. */
export function componentOf(code: string): string {
  return (okter as Okter).okter.flatMap((okt) => okt.activities).find((a) => a.activity_code === code)?.component ?? 'reflection';
}
