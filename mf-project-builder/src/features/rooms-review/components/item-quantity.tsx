import { useState, type KeyboardEvent } from 'react';
import { PROJECT_LIMITS } from '@specify/contracts';

export interface ItemQuantityProps {
  /** The short caption shown ('Quantity'); the accessible name is `label`, which contains it. */
  caption: string;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** A typed quantity as it stands: a whole number 0 to 9999, else 0 (blank or invalid). */
export function quantityOfText(text: string): number {
  const typed = text.trim();
  if (!/^\d+$/.test(typed)) return 0;
  const quantity = Number(typed);
  return quantity <= PROJECT_LIMITS.quantity ? quantity : 0;
}

/**
 * A line's quantity (project-builder.md §4 "Quantities", §5 "Items"): − and + step it, − disabled
 * at 0 and + at 9999; a typed value counts on Enter or blur, where a blank or invalid one becomes
 * 0. (@specify/ui's QuantityInput puts a blank field back instead, which is not this rule.)
 */
export function ItemQuantity({
  caption,
  label,
  decreaseLabel,
  increaseLabel,
  value,
  onChange,
  disabled,
}: ItemQuantityProps) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit(next: number) {
    setDraft(null);
    if (next !== value) onChange(next);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || draft === null) return;
    event.preventDefault();
    commit(quantityOfText(draft));
  }

  return (
    <div className="builder-rooms-quantity">
      <span className="builder-rooms-quantity__caption" aria-hidden="true">
        {caption}
      </span>
      <div className="builder-rooms-quantity__controls">
        <button
          type="button"
          className="builder-rooms-quantity__step"
          aria-label={decreaseLabel}
          disabled={disabled || value <= 0}
          onClick={() => commit(Math.max(0, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          aria-label={label}
          className="builder-rooms-quantity__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft !== null) commit(quantityOfText(draft));
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="builder-rooms-quantity__step"
          aria-label={increaseLabel}
          disabled={disabled || value >= PROJECT_LIMITS.quantity}
          onClick={() => commit(Math.min(PROJECT_LIMITS.quantity, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
