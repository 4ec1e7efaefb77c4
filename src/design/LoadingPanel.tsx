import { FormattedMessage } from 'react-intl';
import { Card } from './Card';

/** A screen whose content is on its way: titled "Laster …" so the page keeps its one heading. */
export function LoadingPanel({ id }: { id: string }) {
  return (
    <Card aria-busy="true" aria-labelledby={id}>
      <h1 id={id} className="skeleton-heading">
        <FormattedMessage id="content.loading" />
      </h1>
      <div className="skeleton" aria-hidden="true" />
    </Card>
  );
}
