import { createContext, useContext, useEffect } from 'react';

/**
 * Sections that draw after their own data (the related-products slider) say when they have, so
 * a landing can tell the listing below that it has stopped growing (landing/parcel.tsx).
 */
const SectionSettledContext = createContext<(() => void) | undefined>(undefined);

export const SectionSettledProvider = SectionSettledContext.Provider;

/** Reports once, when `done` turns true; outside a landing nobody listens. */
export function useReportSettled(done: boolean) {
  const report = useContext(SectionSettledContext);
  useEffect(() => {
    if (done) report?.();
  }, [done, report]);
}

/** The sections a landing waits for: those that draw after their own data. */
export const SETTLES_LATER = new Set(['product-slider']);
