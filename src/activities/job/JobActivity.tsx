import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import { ChoiceCards } from '../../design/ChoiceCards';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';

const PATH_TEXT = { yrkesfag: 'activity.job.yrkesfag', studieforberedende: 'activity.job.studieforberedende' } as const;

/** O1D: a job in the chosen industry (its id is the answer), with its pay before tax and the figure's source. */
export function JobActivity({ activity, value, onChange, responses, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
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
            {intl.formatMessage(
              { id: 'activity.job.salary' },
              { monthly: formatAmount(job.grossYearlySalary / 12), yearly: formatAmount(job.grossYearlySalary) },
            )}
          </span>
          <span className="choice-source">{job.salaryBasis}</span>
          <span className="choice-source">
            <FormattedMessage id="activity.source" values={{ name: job.source.name, year: job.source.year }} />
          </span>
        </>
      )}
    />
  );
}
