import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { Card } from '../../src/design/Card';
import { FigureTable } from '../../src/design/FigureTable';
import { formatAmount } from '../../src/domain/amount';
import { Specimen } from './Specimen';

/**
 * One column of amounts stays a table at every width; several columns (`stack`) become a card per row in a
 * column narrower than 36 rem, so nothing is cut off at 320 px (try the story at the mobile viewport).
 */
function Table({ stack = false }: { stack?: boolean }) {
  const intl = useIntl();
  const save = intl.formatMessage({ id: 'activity.payment.save' });
  const credit = intl.formatMessage({ id: 'activity.payment.credit' });
  return (
    <Specimen title="Designsystem: tabell med beløp">
      <Card as="article" className="activity">
        <FigureTable stack={stack}>
          <caption>{intl.formatMessage({ id: 'activity.payment.caption' }, { title: 'PC' })}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{save}</th>
              {stack && <th scope="col">{credit}</th>}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{intl.formatMessage({ id: 'activity.payment.when' })}</th>
              <td data-label={save}>{formatAmount(12_000)}</td>
              {stack && <td data-label={credit}>{formatAmount(14_580)}</td>}
            </tr>
            <tr className="sum">
              <th scope="row">{intl.formatMessage({ id: 'activity.payment.totalPaid' })}</th>
              <td data-label={save}>{formatAmount(12_000)}</td>
              {stack && <td data-label={credit}>{formatAmount(14_580)}</td>}
            </tr>
          </tbody>
        </FigureTable>
      </Card>
    </Specimen>
  );
}

const meta = { title: 'Designsystem/Tabell', component: Table } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnKolonne: Story = {};
export const FlereKolonnerSomKort: Story = { args: { stack: true } };
