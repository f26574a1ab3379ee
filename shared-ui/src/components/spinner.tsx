import type { ReactNode } from 'react';

/** A busy indicator with a name screen readers announce. */
export function Spinner({
  label = 'Loading…',
  size = 'md',
}: {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <div role="status" aria-live="polite" className="spec-spinner" data-size={size}>
      <span className="spec-spinner__ring" aria-hidden="true" />
      <span className="spec-spinner__label">{label}</span>
    </div>
  );
}

/**
 * Covers its content with a spinner while `active` (the listing's first load, a blocking
 * download): the content is marked busy and cannot be clicked.
 */
export function LoadingOverlay({
  active,
  label = 'Loading…',
  children,
}: {
  active: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className="spec-overlay-host" aria-busy={active || undefined}>
      {children}
      {active && (
        <div className="spec-overlay">
          <Spinner label={label} size="lg" />
        </div>
      )}
    </div>
  );
}
