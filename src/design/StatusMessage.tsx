import { FormattedMessage } from 'react-intl';
import type { HTMLAttributes } from 'react';

/** Aksel's Alert variants: `info` in the session's colour, `error` in red, `warning` in orange, `success` in green. */
export type StatusVariant = 'info' | 'error' | 'warning' | 'success';

const CLASS: Record<StatusVariant, string> = {
  info: 'notice',
  error: 'form-error',
  warning: 'notice warning',
  success: 'notice success',
};

export interface StatusMessageProps extends HTMLAttributes<HTMLElement> {
  variant?: StatusVariant;
  /** `alert` interrupts (an error after submitting), `status` waits for a pause, `none` is read in its place. */
  live?: 'alert' | 'status' | 'none';
  /** `p` for one sentence, `div` when it holds paragraphs, a list or a button. */
  as?: 'p' | 'div' | 'section';
}

/** A message in a coloured box; the colour only repeats what the words say. */
export function StatusMessage({ variant = 'info', live = 'none', as: Tag = 'p', className, ...rest }: StatusMessageProps) {
  const role = live === 'none' ? undefined : live;
  return <Tag role={role} className={[CLASS[variant], className].filter(Boolean).join(' ')} {...rest} />;
}

/** A refusal said at once, in the words of `error.{messageKey}`; nothing while there is none. */
export function ErrorAlert({ messageKey, ...rest }: StatusMessageProps & { messageKey: string | null | undefined }) {
  if (!messageKey) return null;
  return (
    <StatusMessage variant="error" live="alert" {...rest}>
      <FormattedMessage id={`error.${messageKey}`} />
    </StatusMessage>
  );
}
