import { useId, type ReactNode } from 'react';

export interface FieldChrome {
  label: ReactNode;
  /** Shown under the label; read with the control. */
  hint?: ReactNode;
  /** Shown under the control in the danger colour; marks the control invalid. */
  error?: ReactNode;
  /** Adds '(optional)' so required stays the quiet default. */
  optional?: boolean;
  /** Hides the label visually (a search box with its own icon); it is still the control's name. */
  hideLabel?: boolean;
  /**
   * Without the space fields keep below them in a form: a field in a row with a button (a search
   * box and its Search button), whose bottoms then line up.
   */
  inline?: boolean;
}

/** The ids and ARIA attributes that tie a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, { hint, error }: FieldChrome) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      'aria-invalid': error ? true : undefined,
    },
  };
}

/** Label above, control, then error: the layout every form field shares. */
export function Field({
  chrome,
  ids,
  children,
}: {
  chrome: FieldChrome;
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
}) {
  return (
    <div
      className="spec-field"
      data-invalid={chrome.error ? '' : undefined}
      data-inline={chrome.inline ? '' : undefined}
    >
      <label
        htmlFor={ids.controlId}
        className={chrome.hideLabel ? 'spec-visually-hidden' : 'spec-field__label'}
      >
        {chrome.label}
        {chrome.optional && <span className="spec-field__optional"> (optional)</span>}
      </label>
      {chrome.hint && (
        <p id={ids.hintId} className="spec-field__hint">
          {chrome.hint}
        </p>
      )}
      {children}
      {chrome.error && <FieldError id={ids.errorId}>{chrome.error}</FieldError>}
    </div>
  );
}

/** A control's error under it, in the danger colour; give the control aria-describedby={id}. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="spec-field__error">
      {children}
    </p>
  );
}
