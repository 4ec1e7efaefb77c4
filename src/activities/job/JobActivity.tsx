import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../domain/amount';
import { ChoiceCards } from '../../design/ChoiceCards';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { StatusMessage } from '../../design/StatusMessage';

const PATH_TEXT = { yrkesfag: 'activity.job.yrkesfag', studieforberedende: 'activity.job.studieforberedende' } as const;

/**
 * O1D: choose a job in the chosen industry. The answer is the job's id; the job object of spec §3,
 * which the next activities build on, follows from it (storyMachine).
 */
export function JobActivity({ lang, activity, value, onChange, responses, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
  if (typeof responses.O1C !== 'string' || responses.O1C === '') {
    return (
      <StatusMessage>
        <FormattedMessage id="activity.job.chooseIndustryFirst" />{' '}
        <Link href={`/${lang}/okt/1/O1C`}>
          <FormattedMessage id="activity.job.toIndustry" />
        </Link>
      </StatusMessage>
    );
  }
  if (data?.kind !== 'jobs') return <DataState failed={dataFailed} onRetry={onRetry} />;
  return (
    <ChoiceCards
      name={activity.activity_code}
      legend={activity.prompt ?? activity.title}
      items={data.jobs}
      idOf={(job) => job.id}
      selected={typeof value === 'string' ? value : null}
      onSelect={(job) => onChange(job.id)}
      render={(job) => (
        <>
          <span className="choice-title">{job.title}</span>
          <span className="choice-text">{job.description}</span>
          <span className="choice-facts">
            <FormattedMessage id={PATH_TEXT[job.educationPath]} /> · {job.education} ·{' '}
            <FormattedMessage id="activity.job.years" values={{ years: job.yearsOfStudy }} />
          </span>
          <span className="choice-amount">
            {intl.formatMessage({ id: 'activity.job.salary' }, { amount: formatAmount(job.grossYearlySalary) })}
          </span>
          <span className="choice-source">
            <FormattedMessage id="activity.source" values={{ name: job.source.name, year: job.source.year }} />
          </span>
        </>
      )}
    />
  );
}
