import { useEffect, useState } from 'react';

/** Spec §9: the back-to-top button shows after scrolling more than 300 px. */
export const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="catalogue-back-to-top spec-button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      Back to top
    </button>
  );
}
