import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { Button, ButtonLink } from '../../src/design/Button';
import { Card } from '../../src/design/Card';
import { Specimen } from './Specimen';

/** The three variants: one main action per screen, the others secondary, and the one that deletes. */
function Buttons({ disabled = false }: { disabled?: boolean }) {
  return (
    <Specimen title="Designsystem: knapper">
      <Card>
        <p className="actions">
          <Button disabled={disabled}>
            <FormattedMessage id="okt.next" />
          </Button>
          <Button variant="secondary" disabled={disabled}>
            <FormattedMessage id="okt.back" />
          </Button>
          <Button variant="danger" disabled={disabled}>
            <FormattedMessage id="admin.delete.confirm" />
          </Button>
        </p>
        <p className="actions">
          <ButtonLink href="/no/start">
            <FormattedMessage id="nav.toOverview" />
          </ButtonLink>
          <ButtonLink href="/no/start" variant="secondary">
            <FormattedMessage id="nav.toOverview" />
          </ButtonLink>
        </p>
      </Card>
    </Specimen>
  );
}

const meta = { title: 'Designsystem/Knapper', component: Buttons } satisfies Meta<typeof Buttons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Varianter: Story = {};
export const Deaktivert: Story = { args: { disabled: true } };
