import type { ComponentPropsWithRef } from 'react';

export interface WishlistToggleProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-pressed' | 'onClick'
> {
  /** Whether the wishlist holds the product (the heart is filled). */
  saved: boolean;
  /** The accessible name, naming the product, e.g. 'Add to wishlist: Luna Basin Mixer'. */
  label: string;
  onToggle: () => void;
  /** A change is on its way: the press is ignored, the button keeps its focus. */
  busy?: boolean;
}

/**
 * The wishlist heart: a toggle button whose pressed state says whether the product is saved. Its
 * name stays the same in both states (a toggle's state is `aria-pressed`, not a new name); it is
 * never disabled while busy, so a keyboard user keeps their place.
 */
export function WishlistToggle({
  saved,
  label,
  onToggle,
  busy,
  className,
  type = 'button',
  ...rest
}: WishlistToggleProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      className={['spec-wishlist-toggle', className].filter(Boolean).join(' ')}
      onClick={() => {
        if (!busy) onToggle();
      }}
      {...rest}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.7 3.9 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.3 0 5.6 3.2 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
