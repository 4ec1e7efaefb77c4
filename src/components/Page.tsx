import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card, type CardProps } from '../design/Card';
import { useDocumentTitle } from './useDocumentTitle';

export interface PageProps extends CardProps {
  /** The h1's id, which names the card. */
  headingId: string;
  /** Message id (and values) of the page's one h1, which names the browser tab too. */
  titleId: string;
  values?: Record<string, string | number>;
}

/** A screen on its card under its one heading. */
export function Page({ headingId, titleId, values, children, ...card }: PageProps) {
  const title = useIntl().formatMessage({ id: titleId }, values);
  useDocumentTitle(title);
  return (
    <Card aria-labelledby={headingId} {...card}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </Card>
  );
}

/** Facts about one thing as a description list: each term's message id beside what it is. */
export function Facts({ facts, className }: { facts: readonly (readonly [termId: string, fact: ReactNode])[]; className?: string }) {
  return (
    <dl className={className ? `facts ${className}` : 'facts'}>
      {facts.map(([termId, fact]) => (
        <Fragment key={termId}>
          <FormattedMessage id={termId} tagName="dt" />
          <dd>{fact}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
