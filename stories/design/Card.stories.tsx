import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { Card, type CardProps } from '../../src/design/Card';
import { Specimen } from './Specimen';

function Cards(props: Pick<CardProps, 'width' | 'tone'>) {
  return (
    <Specimen title="Designsystem: kort">
      <Card {...props} aria-labelledby="card-title">
        <h2 id="card-title">
          <FormattedMessage id="landing.lead" />
        </h2>
        <p className="muted">
          <FormattedMessage id="okt.unknownActivity" />
        </p>
      </Card>
    </Specimen>
  );
}

const meta = { title: 'Designsystem/Kort', component: Cards } satisfies Meta<typeof Cards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bredt: Story = {};
export const Smalt: Story = { args: { width: 'narrow' } };
export const Melding: Story = { args: { width: 'narrow', tone: 'message' } };
