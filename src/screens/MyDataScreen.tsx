import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RetryAlert } from '../design/RetryAlert';
import { Facts, Page } from '../components/Page';
import type { Lang } from '../contracts/lang';
import type { MyData } from '../contracts/myData';
import { Button, ButtonLink } from '../design/Button';
import { FormField } from '../design/FormField';
import { FEIDE_DELETE_WORD } from '../contracts/feidePages';

export interface MyDataView {
  status: 'loading' | 'ready' | 'failed' | 'deleting';
  data: MyData | null;
  errorKey: string | null;
  /** Why deleting was refused (a wrong password), on the password field. */
  deleteErrorKey: string | null;
}

export interface MyDataScreenProps {
  lang: Lang;
  view: MyDataView;
  onRetry: () => void;
  onDownload: () => void;
  onDelete: (password: string) => void;
  /** A pupil's display name in each of their classes (one form per class), shown after the answers. */
  displayNames?: ReactNode;
}

const DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const answersIn = (responses: unknown) => (responses && typeof responses === 'object' && !Array.isArray(responses) ? Object.keys(responses).length : 0);

/** /{lang}/mine-data: what is stored, its download, and deleting the account; every right the privacy page names is used here. */
export function MyDataScreen({ lang, view, onRetry, onDownload, onDelete, displayNames }: MyDataScreenProps) {
  const intl = useIntl();
  const { data, status } = view;
  const date = (ms: number) => intl.formatDate(ms, DAY);
  const deleting = status === 'deleting';
  const feide = view.data?.account.signIn === 'feide';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onDelete(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  return (
    <Page headingId="my-data-title" titleId="account.myData.title" width="narrow" className="my-data">
      <FormattedMessage id="account.myData.intro" tagName="p" />
      {status === 'loading' && (
        <p role="status">
          <FormattedMessage id="account.myData.loading" />
        </p>
      )}
      {status === 'failed' && <RetryAlert messageId={`error.${view.errorKey ?? 'txt_error_default'}`} onRetry={onRetry} />}
      {data && (
        <>
          <FormattedMessage id="account.myData.account" tagName="h2" />
          <Facts
            className="my-data-facts"
            facts={[
              ['account.myData.email', data.account.email],
              ['account.myData.role', <FormattedMessage id={data.account.role === 'teacher' ? 'account.myData.role.teacher' : 'account.myData.role.pupil'} />],
              ['account.myData.created', date(data.account.createdAt)],
              ['account.myData.devices', <FormattedMessage id="account.myData.devicesCount" values={{ count: data.sessions.length }} />],
            ]}
          />

          <FormattedMessage id="account.myData.answers" tagName="h2" />
          {data.classes.length === 0 ? (
            <FormattedMessage id="account.myData.noAnswers" tagName="p" />
          ) : (
            <ul className="my-data-classes">
              {data.classes.map((c) => (
                <li key={c.classCode}>
                  <FormattedMessage
                    id="account.myData.classLine"
                    values={{ code: <strong>{c.classCode}</strong>, count: answersIn(c.responses), date: date(c.lastUpdated) }}
                  />
                </li>
              ))}
            </ul>
          )}

          {displayNames && (
            <>
              <FormattedMessage id="account.myData.displayName" tagName="h2" />
              <FormattedMessage id="account.myData.displayName.intro" tagName="p" />
              {displayNames}
            </>
          )}

          <FormattedMessage id="account.myData.whenDeleted" tagName="h2" />
          <p>
            {data.retention.deletedAfter === null ? (
              <FormattedMessage id="account.myData.whenDeleted.noDate" values={{ months: data.retention.inactiveMonths }} />
            ) : (
              <FormattedMessage id="account.myData.whenDeleted.text" values={{ months: data.retention.inactiveMonths, date: date(data.retention.deletedAfter) }} />
            )}
          </p>

          <FormattedMessage id="account.myData.download" tagName="h2" />
          <FormattedMessage id="account.myData.download.text" tagName="p" />
          <p className="actions">
            <Button onClick={onDownload}>
              <FormattedMessage id="account.myData.download.button" />
            </Button>
            <ButtonLink href={`/${lang}/start`} variant="secondary">
              <FormattedMessage id="account.myData.pdf" />
            </ButtonLink>
          </p>

          <h2 id="delete-title">
            <FormattedMessage id="account.myData.delete" />
          </h2>
          <form className="my-data-delete" noValidate onSubmit={submit} aria-labelledby="delete-title">
            <FormattedMessage id={data.account.role === 'teacher' ? 'account.myData.delete.textTeacher' : 'account.myData.delete.text'} tagName="p" />
            {/* A Feide account has no password here; a word typed on purpose confirms instead. */}
            <FormField
              id="delete-password"
              name="password"
              label={<FormattedMessage id={feide ? 'account.myData.delete.feideWord' : 'account.myData.delete.password'} values={{ word: FEIDE_DELETE_WORD }} />}
              errorKey={view.deleteErrorKey}
              type={feide ? 'text' : 'password'}
              autoComplete={feide ? 'off' : 'current-password'}
            />
            <Button type="submit" variant="danger" disabled={deleting} aria-busy={deleting || undefined}>
              <FormattedMessage id={deleting ? 'account.myData.delete.busy' : 'account.myData.delete.button'} />
            </Button>
          </form>
        </>
      )}
    </Page>
  );
}
