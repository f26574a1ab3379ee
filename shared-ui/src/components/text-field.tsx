import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, useFieldIds, type FieldChrome } from './field';

export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** A labelled text input with an optional hint and error (`aria-describedby`, `aria-invalid`). */
export function TextField({
  label,
  hint,
  error,
  optional,
  hideLabel,
  inline,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const chrome = { label, hint, error, optional, hideLabel, inline };
  const ids = useFieldIds(id, chrome);
  return (
    <Field chrome={chrome} ids={ids}>
      <input
        id={ids.controlId}
        type={type}
        className={['spec-input', className].filter(Boolean).join(' ')}
        {...ids.aria}
        {...rest}
      />
    </Field>
  );
}

export type TextAreaProps = FieldChrome &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

/** A labelled multi-line input; with `maxLength`, a live count of what is left. */
export function TextArea({
  label,
  hint,
  error,
  optional,
  hideLabel,
  inline,
  id,
  className,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const chrome = { label, hint, error, optional, hideLabel, inline };
  const ids = useFieldIds(id, chrome);
  return (
    <Field chrome={chrome} ids={ids}>
      <textarea
        id={ids.controlId}
        rows={rows}
        className={['spec-input', className].filter(Boolean).join(' ')}
        {...ids.aria}
        {...rest}
      />
    </Field>
  );
}
