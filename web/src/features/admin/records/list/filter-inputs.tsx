import { officeAmountBounds } from '@hope/domain/office';
import { useId, useState } from 'react';
import type { SelectOption } from '../../kinds';

interface SelectProps {
  label: string;
  hint?: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

export function SelectFilter({ label, hint, options, value, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
    </div>
  );
}

interface ChecksProps {
  label: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** A multi-select as checkboxes (the partner levels); none checked means all. */
export function ChecksFilter({ label, options, value, onChange }: ChecksProps) {
  return (
    <fieldset className="filter-field filter-checks">
      <legend>{label}</legend>
      {options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <label key={option.value} className="check">
            <input
              type="checkbox"
              checked={checked}
              onChange={() =>
                onChange(checked ? value.filter((item) => item !== option.value) : [...value, option.value])
              }
            />
            {option.label}
          </label>
        );
      })}
    </fieldset>
  );
}

interface AmountProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

/** Dollars, min 0; blank means no bound. The text typed is kept so '12.' can become '12.5'. */
export function AmountInput({ label, value, onChange }: AmountProps) {
  const id = useId();
  const [typed, setTyped] = useState(value === null ? '' : String(value));
  const shown =
    Number(typed) === value || (typed === '' && value === null) ? typed : value === null ? '' : String(value);
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        {...officeAmountBounds.filter}
        value={shown}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          const amount = text.trim() === '' ? null : Number(text);
          if (amount === null || (Number.isFinite(amount) && amount >= 0)) onChange(amount);
        }}
      />
    </div>
  );
}
