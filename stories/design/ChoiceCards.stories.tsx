import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card } from '../../src/design/Card';
import { CheckboxCards, ChoiceCards } from '../../src/design/ChoiceCards';
import { Specimen } from './Specimen';

const OPTIONS = ['activity.interests.people', 'activity.interests.highPay', 'activity.interests.outdoors'] as const;

/** One of several (radio) and several of several (checkbox), as cards whose whole face is the label. */
function Choices({ multiple = false, initial = [] }: { multiple?: boolean; initial?: string[] }) {
  const [chosen, setChosen] = useState<string[]>(initial);
  const render = (id: string) => (
    <span className="choice-title">
      <FormattedMessage id={id} />
    </span>
  );
  return (
    <Specimen title="Designsystem: valgkort">
      <Card>
        {multiple ? (
          <CheckboxCards
            name="demo"
            legend={<FormattedMessage id="activity.interests.hint" />}
            items={OPTIONS}
            idOf={(id) => id}
            checked={(id) => chosen.includes(id)}
            onToggle={(id, on) => setChosen(on ? [...chosen, id] : chosen.filter((c) => c !== id))}
            render={render}
          />
        ) : (
          <ChoiceCards name="demo" legend={<FormattedMessage id="activity.interests.hint" />} items={OPTIONS} idOf={(id) => id} selected={chosen[0] ?? null} onSelect={(id) => setChosen([id])} render={render} />
        )}
      </Card>
    </Specimen>
  );
}

const meta = { title: 'Designsystem/Valgkort', component: Choices } satisfies Meta<typeof Choices>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EttValg: Story = {};
export const EttValgValgt: Story = { args: { initial: [OPTIONS[1]] } };
export const FlereValg: Story = { args: { multiple: true, initial: [OPTIONS[0], OPTIONS[2]] } };
