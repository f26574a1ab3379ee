import { useId, type ReactNode } from 'react';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  name?: string;
  value: V | undefined;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  error?: ReactNode;
  /** Lays the choices out in a row (a rating), else one per line. */
  inline?: boolean;
  required?: boolean;
}

/** Native radios in a fieldset: arrow keys move the choice, the legend names the group. */
export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  inline,
  required,
}: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? `radio-${generated}`;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <fieldset
      className="spec-radio-group"
      data-inline={inline ? '' : undefined}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="spec-field__label">{legend}</legend>
      <div className="spec-radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="spec-radio">
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              required={required}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="spec-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
