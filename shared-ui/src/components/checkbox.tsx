import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
}

/** A native checkbox with its label beside it; an error is read with it. */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `check-${generated}`;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={['spec-check', className].filter(Boolean).join(' ')}>
      <input
        id={controlId}
        type="checkbox"
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        {...rest}
      />
      <label htmlFor={controlId}>{label}</label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
