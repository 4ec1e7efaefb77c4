import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../../src/design/Card';
import { SummaryBar } from '../../src/design/SummaryBar';
import { type SaveStatus, SaveStatusView } from '../../src/components/SaveStatusView';
import { Specimen } from './Specimen';

/** The money left and the save state, as they stick to the bottom of a long budget. */
function Bar({ remaining, status }: { remaining: number; status: SaveStatus }) {
  return (
    <Specimen title="Designsystem: oppsummeringslinje">
      <Card as="article" className="activity">
        <SummaryBar remaining={remaining} saveStatus={<SaveStatusView status={status} savedAt={Date.UTC(2026, 10, 27, 9, 42)} />} />
      </Card>
    </Specimen>
  );
}

const meta = { title: 'Designsystem/Oppsummeringslinje', component: Bar } satisfies Meta<typeof Bar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IgjenLagret: Story = { args: { remaining: 2_350, status: 'saved' } };
export const IMinusLagrer: Story = { args: { remaining: -1_200, status: 'saving' } };
export const Frakoblet: Story = { args: { remaining: 400, status: 'offline' } };
