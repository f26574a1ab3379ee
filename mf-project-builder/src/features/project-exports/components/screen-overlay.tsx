import { createPortal } from 'react-dom';
import { LoadingOverlay } from '@specify/ui';

/**
 * The shared loading overlay stretched over the whole window while a blocking export runs (the
 * PDF, polled until it comes back): the page behind cannot be clicked, the label is announced.
 */
export function ScreenOverlay({ label }: { label: string }) {
  return createPortal(
    <div className="builder-exports-overlay">
      <LoadingOverlay active label={label}>
        <div className="builder-exports-overlay__fill" />
      </LoadingOverlay>
    </div>,
    document.body,
  );
}
