import type { SelectHTMLAttributes } from 'react';
import { Field, useFieldIds, type FieldChrome } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ('Select…') for a value not chosen yet. */
    placeholder?: string;
    /** Narrow side padding, for a select in a small card (a product card's colour on a phone). */
    compact?: boolean;
  };

/** A labelled native select: the platform's own picker on every device. */
export function Select({
  label,
  hint,
  error,
  optional,
  hideLabel,
  inline,
  id,
  className,
  options,
  placeholder,
  compact,
  ...rest
}: SelectProps) {
  const chrome = { label, hint, error, optional, hideLabel, inline };
  const ids = useFieldIds(id, chrome);
  return (
    <Field chrome={chrome} ids={ids}>
      <select
        id={ids.controlId}
        className={['spec-input', 'spec-select', className].filter(Boolean).join(' ')}
        data-compact={compact ? '' : undefined}
        {...ids.aria}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
