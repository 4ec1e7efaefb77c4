import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Lang } from '../../src/contracts/lang';
import type { OktSection } from '../../src/domain/okt';
import { OktShell } from '../../src/screens/OktShell';
import { answered, inLang, section } from '../fixtures/okt';
import { routeTheme } from '../routeTheme';

const okt2 = section(2, answered(1));

/** The shell with the session's texts in the story's language. */
function OktShellInLang({ shown, part, lang }: { shown: OktSection; part: string; lang: Lang }) {
  return <OktShell section={inLang(shown, lang)} part={part} />;
}

/**
 * Issue 20: /{lang}/okt/{okt}/{part} as the server draws it for a signed-in pupil, before any script runs: the
 * activity's heading and lead in its frame, the activity's place kept. The app draws the pupil's page in its place.
 */
const meta = {
  title: 'Skjermer/Økt før appen',
  component: OktShellInLang,
  args: { shown: okt2, part: 'O2B', lang: 'no' },
  parameters: routeTheme('okt', okt2.color),
} satisfies Meta<typeof OktShellInLang>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The budget: its heading and lead, and where the budget will be. */
export const Budsjett: Story = {};

/** The first activity of a session. */
export const ForsteAktivitet: Story = { args: { shown: section(1, {}), part: 'O1A' }, parameters: routeTheme('okt', section(1, {}).color) };
