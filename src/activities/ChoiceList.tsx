import type { ReactNode } from 'react';

export interface ChoiceListProps<T> {
  name: string;
  legend: ReactNode;
  items: readonly T[];
  idOf: (item: T) => string;
  selected: string | null;
  onSelect: (item: T) => void;
  render: (item: T) => ReactNode;
}

/** A radio group shown as cards: the whole card is the label, arrow keys move between choices. */
export function ChoiceList<T>({ name, legend, items, idOf, selected, onSelect, render }: ChoiceListProps<T>) {
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
