import { useId, useState } from 'react';
import { describeRemoteOverrides, type RemoteOverride } from '@specify/contracts';
import { REMOTE_OVERRIDE_CLEAR, REMOTE_OVERRIDE_PARAM } from '@specify/contracts/release/overrides';
import './release-overrides.css';

/** The words of the overrides badge and the refusal notice, in the caller's language. */
export interface ReleaseOverrideWords {
  /** The badge's text for the active overrides: 'Overrides: mf-product@0.3.0-1a2b3c'. */
  active: (overrides: string) => string;
  /** The badge's button: 'Clear overrides'. */
  clear: string;
  /** The notice for a refused `?remote-override=`: 'Override refused: {message}'. */
  refused: (message: string) => string;
  /** The notice's dismiss button: 'Dismiss'. */
  dismiss: string;
}

export type ReleaseOverrideNoticesProps = {
  /** Why the page's `?remote-override=` was refused, shown until dismissed. */
  refused?: string | undefined;
  words: ReleaseOverrideWords;
} & (
  | {
      /** The QA overrides this page runs with; the badge shows while there are any. */
      overrides: readonly RemoteOverride[] | undefined;
      /** Clear overrides: reload the page at `clearOverridesHref(location)`. */
      onClear: () => void;
    }
  /** A page that cannot run with overrides shows only refusals (the standalone harness). */
  | { overrides?: undefined; onClear?: undefined }
);

/**
 * The same page with `?remote-override=clear` (path, other parameters and hash kept): loading it
 * drops the session's overrides.
 */
export function clearOverridesHref(location: { pathname: string; search: string; hash: string }) {
  const params = new URLSearchParams(location.search);
  params.set(REMOTE_OVERRIDE_PARAM, REMOTE_OVERRIDE_CLEAR);
  return `${location.pathname}?${params.toString()}${location.hash}`;
}

/**
 * QA overrides, in a fixed corner (bottom left, under the header's menus and dialogs): the badge
 * naming every overridden version with a button that clears them, so a screenshot never hides
 * what was tested, and the notice of a refused override. Renders nothing when there is neither.
 */
export function ReleaseOverrideNotices({
  overrides = [],
  refused,
  words,
  onClear,
}: ReleaseOverrideNoticesProps) {
  const [refusalShown, setRefusalShown] = useState(true);
  const badgeText = useId();
  const showRefusal = Boolean(refused) && refusalShown;
  if (!showRefusal && overrides.length === 0) return null;
  return (
    <div className="spec-release-overrides">
      {showRefusal && refused && (
        <div className="spec-override-refused" role="alert">
          <p className="spec-override-refused__message">{words.refused(refused)}</p>
          <button
            type="button"
            className="spec-override-refused__dismiss"
            aria-label={words.dismiss}
            onClick={() => setRefusalShown(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {overrides.length > 0 && (
        <aside className="spec-override-badge" aria-labelledby={badgeText}>
          <p id={badgeText} className="spec-override-badge__text">
            {words.active(describeRemoteOverrides(overrides))}
          </p>
          <button type="button" className="spec-override-badge__clear" onClick={onClear}>
            {words.clear}
          </button>
        </aside>
      )}
    </div>
  );
}
