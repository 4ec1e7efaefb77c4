import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { Card } from '../../src/design/Card';
import { PageHeader } from '../../src/design/PageHeader';

/** The top of an activity: where in the session, a progress bar, the heading and what to do. */
function Header({ step = 3, steps = 6, withLead = true }: { step?: number; steps?: number; withLead?: boolean }) {
  return (
    <Card as="article" className="activity">
      <PageHeader
        id="demo-title"
        title={<FormattedMessage id="chart.budget.title" />}
        eyebrow={<FormattedMessage id="okt.progress" values={{ okt: 2, title: 'Budsjett', step, steps }} />}
        progress={{ value: step, max: steps }}
        lead={withLead ? <FormattedMessage id="activity.budget.referenceExplain" values={{ percent: 10 }} /> : undefined}
      />
    </Card>
  );
}

const meta = { title: 'Designsystem/Sidetopp', component: Header } satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MedFremdrift: Story = {};
export const FørsteSteg: Story = { args: { step: 1 } };
export const UtenIngress: Story = { args: { withLead: false } };
