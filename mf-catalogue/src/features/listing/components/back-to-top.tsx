import { useEffect, useState } from 'react';
import { Button } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';

/** Spec §9: the back-to-top button shows after scrolling more than 300 px. */
export const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const t = useMessages();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <Button
      className="catalogue-back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      {t('listing.backToTop')}
    </Button>
  );
}
