import { type ReactNode, useState } from 'react';
import { formatNumber, parseAmount } from '../domain/amount';
import { FormField } from './FormField';

export interface AmountFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The stored amount in whole kroner; null while empty. */
  value: number | null;
  onChange: (value: number | null) => void;
}

/** Whole kroner as people type them ('12 500', '12500 kr'); unreadable text is kept with a message, the last good amount stored. */
export function AmountField({ id, label, hint, value, onChange }: AmountFieldProps) {
  // The text being typed is the input's own state; the machine holds only the amount it means.
  const [text, setText] = useState(value === null ? '' : formatNumber(value));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The amount changed from outside (a reset, a value carried from another activity): show it.
    setShown(value);
    setText(value === null ? '' : formatNumber(value));
    setErrorKey(null);
  }
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      errorKey={errorKey}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        if (next.trim() === '') {
          setErrorKey(null);
          setShown(null);
          onChange(null);
          return;
        }
        const parsed = parseAmount(next);
        setErrorKey(parsed.ok ? null : parsed.messageKey);
        if (parsed.ok) {
          setShown(parsed.value);
          onChange(parsed.value);
        }
      }}
      onBlur={() => {
        if (!errorKey && shown !== null) setText(formatNumber(shown));
      }}
    />
  );
}
