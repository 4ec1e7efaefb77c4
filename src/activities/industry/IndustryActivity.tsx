import { ChoiceCards } from '../../design/ChoiceCards';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';

/** O1C: choose the industry you would like to work in. The answer is the industry's id. */
export function IndustryActivity({ activity, value, onChange, data, dataFailed, onRetry }: ActivityProps) {
  if (data?.kind !== 'industries') return <DataState failed={dataFailed} onRetry={onRetry} />;
  return (
    <ChoiceCards
      name={activity.activity_code}
      legend={activity.prompt ?? activity.title}
      items={data.industries}
      idOf={(industry) => industry.id}
      selected={typeof value === 'string' ? value : null}
      onSelect={(industry) => onChange(industry.id)}
      render={(industry) => (
        <>
          <span className="choice-title">{industry.title}</span>
          <span className="choice-text">{industry.description}</span>
        </>
      )}
    />
  );
}
