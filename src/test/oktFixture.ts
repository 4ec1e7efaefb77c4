import type { OktContent } from '../contracts/okt';

const CODES: Record<number, string[]> = {
  1: ['O1A', 'O1C', 'O1D', 'O1E'],
  2: ['O2A', 'O2B', 'O2C', 'O2D', 'O2E'],
  3: ['O3A', 'O3B', 'O3C', 'O3D', 'O3F', 'O3E'],
  4: ['O4A'],
  5: ['O5A', 'O5B', 'O5C', 'O5D'],
};
const COLORS = ['blue', 'green', 'orange', 'purple', 'pink'] as const;

/** Five sessions with the curriculum's activity codes, for tests that need session content. */
export const OKT_FIXTURE: OktContent[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  title: `Økt ${id}`,
  sectionTitle: `Tema ${id}`,
  color: COLORS[id - 1]!,
  url: `/okt/${id}`,
  isLastSection: id === 5,
  activities: CODES[id]!.map((code, i, all) => ({
    activity_code: code,
    title: `Aktivitet ${code}`,
    component: 'reflection',
    next_activity: all[i + 1] ?? false,
    prompt: `Spørsmål ${code}?`,
  })),
}));

export const finalCodeOf = (okt: number) => CODES[okt]![CODES[okt]!.length - 1]!;
export const codesOf = (okt: number) => CODES[okt]!;
