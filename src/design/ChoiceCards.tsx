import type { ReactNode } from 'react';

export interface ChoiceCardsProps<T> {
  name: string;
  legend: ReactNode;
  items: readonly T[];
  idOf: (item: T) => string;
  selected: string | null;
  onSelect: (item: T) => void;
  render: (item: T) => ReactNode;
}

/** A radio group shown as cards: the whole card is the label, arrow keys move between choices. */
export function ChoiceCards<T>({ name, legend, items, idOf, selected, onSelect, render }: ChoiceCardsProps<T>) {
  return (
    <fieldset className="choice-list">
      <legend>{legend}</legend>
      {items.map((item) => {
        const id = idOf(item);
        return (
          <label key={id} className={id === selected ? 'choice selected' : 'choice'}>
            <input type="radio" name={name} value={id} checked={id === selected} onChange={() => onSelect(item)} />
            <span className="choice-body">{render(item)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

export interface CheckboxCardsProps<T> {
  name: string;
  legend: ReactNode;
  /** An id of a hint under the legend, read with the group. */
  describedBy?: string;
  hint?: ReactNode;
  items: readonly T[];
  idOf: (item: T) => string;
  checked: (item: T) => boolean;
  onToggle: (item: T, checked: boolean) => void;
  render: (item: T) => ReactNode;
  disabled?: boolean;
}

/** Several may be ticked: the same cards with checkboxes. */
export function CheckboxCards<T>({ name, legend, describedBy, hint, items, idOf, checked, onToggle, render, disabled }: CheckboxCardsProps<T>) {
  return (
    <fieldset className="choice-list" aria-describedby={describedBy} disabled={disabled}>
      <legend>{legend}</legend>
      {hint}
      {items.map((item) => {
        const id = idOf(item);
        const on = checked(item);
        return (
          <label key={id} className={on ? 'choice selected' : 'choice'}>
            <input type="checkbox" name={name} value={id} checked={on} onChange={(e) => onToggle(item, e.target.checked)} />
            <span className="choice-body">{render(item)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
