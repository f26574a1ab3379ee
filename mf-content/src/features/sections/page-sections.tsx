import { lazy, Suspense } from 'react';
import type { Market, SessionKind } from '@specify/contracts';
import { href } from '@specify/contracts';
import type { PageSection } from '@specify/contracts/content/page-sections';
import {
  CaseStudiesSection,
  CategoryTilesSection,
  ColumnsSection,
  ContactPanelSection,
  HeadingDescriptionSection,
  ImageTextSection,
  IndustryPapersSection,
  InfoSection,
  LegalSection,
  ProductReleasesSection,
  WarrantySection,
} from './simple-sections';
import { BannerSection } from './banner-section';
import { MediaVideosSection, VideoSection } from './video-section';

// Swiper and exceljs load only with a page that has a slider or a table. The banner is most
// pages' first paint, so it comes with the sections (it loads its own slider when wanted).
const ImageSliderSection = lazy(() =>
  import('./slider-sections').then((module) => ({ default: module.ImageSliderSection })),
);
const TimelineSection = lazy(() =>
  import('./slider-sections').then((module) => ({ default: module.TimelineSection })),
);
const ProductSliderSection = lazy(() =>
  import('./product-slider-section').then((module) => ({ default: module.ProductSliderSection })),
);
const TableSection = lazy(() =>
  import('./table-section').then((module) => ({ default: module.TableSection })),
);

function Section({
  section,
  market,
  viewer,
  headingLevel,
}: {
  section: PageSection;
  market: Market;
  viewer: SessionKind;
  headingLevel: 'h1' | 'h2';
}) {
  switch (section.type) {
    case 'banner':
      return <BannerSection section={section} headingLevel={headingLevel} />;
    case 'image-text':
      return <ImageTextSection section={section} />;
    case 'video':
      return <VideoSection section={section} />;
    case 'heading-description':
      return <HeadingDescriptionSection section={section} headingLevel={headingLevel} />;
    case 'columns':
      return <ColumnsSection section={section} />;
    case 'image-slider':
      return <ImageSliderSection section={section} />;
    case 'info':
      return <InfoSection section={section} />;
    case 'table':
      return <TableSection section={section} />;
    case 'case-studies':
      return (
        <CaseStudiesSection
          section={section}
          hrefOf={(slug) => href('caseStudies', market, { slug })}
        />
      );
    case 'product-releases':
      return <ProductReleasesSection section={section} />;
    case 'media-videos':
      return <MediaVideosSection section={section} />;
    case 'industry-papers':
      return <IndustryPapersSection section={section} />;
    case 'legal':
      return <LegalSection section={section} headingLevel={headingLevel} />;
    case 'category-tiles':
      return <CategoryTilesSection section={section} />;
    case 'timeline':
      return <TimelineSection section={section} />;
    case 'warranty':
      return <WarrantySection section={section} headingLevel={headingLevel} />;
    case 'contact-panel':
      return <ContactPanelSection section={section} />;
    case 'product-slider':
      return <ProductSliderSection section={section} market={market} viewer={viewer} />;
  }
}

/**
 * Does the page's first section carry the page's own heading (an h1)? A heading and description
 * opening a page is its title block: with the page title above it too, Case Studies, Product
 * Releases and Industry Papers read their heading twice.
 */
export function leadsWithHeading(sections: readonly PageSection[]): boolean {
  const first = sections[0];
  // A banner whose first slide has no heading (a landing page's hero) leaves the title to the page.
  if (first?.type === 'banner') return Boolean(first.slides[0]?.heading);
  return (
    first?.type === 'legal' || first?.type === 'warranty' || first?.type === 'heading-description'
  );
}

/**
 * A page's sections in order. The first, if it is a banner, a heading and description, legal text
 * or the warranty, carries
 * the page's h1; otherwise the page gives its title as the h1 and every section starts at h2.
 */
export function PageSections({
  sections,
  market,
  viewer = 'visitor',
  embedded = false,
}: {
  sections: readonly PageSection[];
  market: Market;
  viewer?: SessionKind;
  /** Inside another remote's page (the landing parcel), which has the h1: every heading is h2. */
  embedded?: boolean;
}) {
  const lead = !embedded && leadsWithHeading(sections);
  return (
    <Suspense fallback={<div className="content-section-loading" aria-hidden="true" />}>
      {sections.map((section, index) => (
        <Section
          key={`${section.type}-${index}`}
          section={section}
          market={market}
          viewer={viewer}
          headingLevel={lead && index === 0 ? 'h1' : 'h2'}
        />
      ))}
    </Suspense>
  );
}
