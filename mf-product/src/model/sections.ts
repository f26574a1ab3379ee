/** The product page's sections, by their anchors (storefront §2 "Product detail screen"). */
export const SECTION_IDS = [
  'product-overview-scroll',
  'specifier-info',
  'components-section',
  'spare-parts-section',
  'advice-section',
  'related-products',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The last section is active once the page is scrolled to within this of its bottom. */
export const BOTTOM_TOLERANCE_PX = 5;

/** The side navigation is a sticky list from this width, a dropdown below it (storefront §9). */
export const STICKY_NAV_MIN_PX = 1024;

export interface SectionPosition {
  id: SectionId;
  /** Its top edge relative to the viewport (getBoundingClientRect().top). */
  top: number;
}

/**
 * The section the reader is in: the last whose top has passed under the header, the first before
 * any has, and the last one at the bottom of the page (within 5 px), however short it is.
 */
export function activeSection(
  sections: readonly SectionPosition[],
  headerOffset: number,
  distanceToBottom: number,
): SectionId | undefined {
  if (sections.length === 0) return undefined;
  if (distanceToBottom <= BOTTOM_TOLERANCE_PX) return sections.at(-1)?.id;
  let active = sections[0]?.id;
  for (const section of sections) if (section.top - headerOffset <= 1) active = section.id;
  return active;
}
