import type { ProductSliderWords } from '@specify/ui/product-slider';
import { useMessages } from '../i18n/messages';

/** The words of mf-product's product sliders (the page's and the quick view's), in its language. */
export function useSliderWords(): ProductSliderWords {
  const t = useMessages();
  return {
    contactUs: t('header.contactUs'),
    previous: t('related.previous'),
    next: t('related.next'),
    was: t('price.was'),
    percentOff: (percent) => t('price.percentOff', { percent }),
  };
}
