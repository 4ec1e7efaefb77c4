import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AmountField } from '../../src/design/AmountField';
import { Card } from '../../src/design/Card';
import { FormField } from '../../src/design/FormField';
import { Specimen } from './Specimen';

/** A text field with its hint and error, and the amount field that reads «12 500 kr» as 12 500. */
function Fields({ amount = null, errorKey = null }: { amount?: number | null; errorKey?: string | null }) {
  const [value, setValue] = useState(amount);
  return (
    <Specimen title="Designsystem: skjemafelt">
      <Card width="narrow">
        <FormField id="demo-email" label={<FormattedMessage id="login.email" />} errorKey={errorKey} type="email" autoComplete="off" />
        <AmountField id="demo-amount" label={<FormattedMessage id="activity.saving.monthlyLabel" />} value={value} onChange={setValue} />
      </Card>
    </Specimen>
  );
}

const meta = { title: 'Designsystem/Skjemafelt', component: Fields } satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tomme: Story = {};
export const MedBelop: Story = { args: { amount: 12_500 } };
export const MedFeil: Story = { args: { errorKey: 'txt_error_email_invalid' } };
