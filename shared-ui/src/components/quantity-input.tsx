import { useId, useState, type KeyboardEvent } from 'react';

export interface QuantityInputProps {
  /** The accessible name, e.g. 'Quantity of Basin mixer'. */
  label: string;
  value: number;
  onChange: (count: number) => void;
  min?: number;
  max: number;
  disabled?: boolean;
  /** Shown visually; the accessible name stays `label`. */
  showLabel?: boolean;
  decreaseLabel?: string;
  increaseLabel?: string;
}

/**
 * A count with − and + beside a number field. The buttons ask for the next count at once; a typed
 * number is asked for on Enter or when the field loses focus, clamped to min..max, and anything that
 * is not a whole number puts the count back, so a half-typed value never reaches the server. It
 * always shows `value`: the owner decides whether a change stands.
 */
export function QuantityInput({
  label,
  value,
  onChange,
  min = 1,
  max,
  disabled,
  showLabel,
  decreaseLabel = 'Decrease',
  increaseLabel = 'Increase',
}: QuantityInputProps) {
  const id = useId();
  // What is being typed; null shows `value`, so a count the owner refused (a failed update)
  // shows the count that stands, never the one that was asked for.
  const [draft, setDraft] = useState<string | null>(null);

  function commit(next: number) {
    setDraft(null);
    const clamped = Math.min(max, Math.max(min, next));
    if (clamped !== value) onChange(clamped);
  }
  function commitDraft() {
    if (draft === null) return;
    const typed = Number(draft.trim());
    if (draft.trim() === '' || !Number.isInteger(typed)) setDraft(null);
    else commit(typed);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    }
  }

  return (
    <div className="spec-quantity-field">
      <label htmlFor={id} className={showLabel ? 'spec-field__label' : 'spec-visually-hidden'}>
        {label}
      </label>
      {/* The label sits above the bordered control, not inside its box. */}
      <div className="spec-quantity">
        <button
          type="button"
          className="spec-quantity__step"
          aria-label={`${decreaseLabel}: ${label}`}
          disabled={disabled || value <= min}
          onClick={() => commit(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="spec-quantity__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="spec-quantity__step"
          aria-label={`${increaseLabel}: ${label}`}
          disabled={disabled || value >= max}
          onClick={() => commit(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
