import type { Variant } from '@specify/contracts';
import { originalImageUrl } from '@specify/contracts/catalogue/files';

/** The lightbox's arrow cut-off and the gallery's (storefront §9): arrows only above 1024 px. */
export const ARROWS_ABOVE_PX = 1024;

export interface GallerySlide {
  kind: 'image' | 'diagram';
  /** The slide's picture (thumbnail form). */
  src: string;
  /** The lightbox's picture: the original-size form. */
  full: string;
}

/**
 * The gallery of a variant: its images, then its line diagrams. A gallery of one picture is
 * duplicated into two slides (storefront §2), so the slider always has somewhere to go.
 */
export function gallerySlides(variant: Variant): GallerySlide[] {
  const slides: GallerySlide[] = [
    ...variant.images.map((src) => ({ kind: 'image' as const, src, full: originalImageUrl(src) })),
    ...variant.lineDiagramList.map((src) => ({
      kind: 'diagram' as const,
      src,
      full: originalImageUrl(src),
    })),
  ];
  const [only] = slides;
  return slides.length === 1 && only ? [only, { ...only }] : slides;
}
