/** Covers the results until the first real result arrives (spec §4 "Listing"). */
export function LoadingOverlay() {
  return (
    <div className="catalogue-loading" role="status" aria-live="polite">
      Loading products...
    </div>
  );
}
