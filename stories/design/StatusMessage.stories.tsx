import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { Card } from '../../src/design/Card';
import { StatusMessage } from '../../src/design/StatusMessage';
import { Specimen } from './Specimen';

/** Every variant, each saying in words what its colour shows. */
function Messages() {
  return (
    <Specimen title="Designsystem: meldinger">
      <Card>
        <StatusMessage live="status">
          <FormattedMessage id="save.saved" />
        </StatusMessage>
        <StatusMessage variant="success">
          <FormattedMessage id="teacherStatus.confirmed" />
        </StatusMessage>
        <StatusMessage variant="warning">
          <FormattedMessage id="save.offline" />
        </StatusMessage>
        <StatusMessage variant="error" live="alert">
          <FormattedMessage id="error.txt_error_network" />
        </StatusMessage>
      </Card>
    </Specimen>
  );
}

const meta = { title: 'Designsystem/Meldinger', component: Messages } satisfies Meta<typeof Messages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Alle: Story = {};
