import { SafeMarkdown } from '@specify/ui/markdown';
import type { SpecificationRow } from '@specify/contracts';
import { useMessages } from '../../i18n/messages';
import { SpecificationTable } from './specification-table';

/** A leading 'Features' heading in the copy repeats the section's own. */
function withoutLeadingHeading(markdown: string, heading: string): string {
  return markdown.replace(new RegExp(`^\\s*#{1,6}\\s*${heading}\\s*\\n+`, 'i'), '');
}

export function ProductMarkdown({ children }: { children: string }) {
  return (
    <SafeMarkdown className="product-markdown" headingOffset={3}>
      {children}
    </SafeMarkdown>
  );
}

/**
 * Overview: specifications and compliance rows, features, description (storefront §2); the quick
 * view, the modal version, leaves the description out. The product page passes no rows: its
 * Technical Information holds the full table, and a second, shorter copy above it read as the
 * same table twice; its overview points there instead.
 */
export function OverviewSection({
  specifications,
  features,
  description,
  specificationsHref,
}: {
  /** The key rows (the first eight and the compliance rows), where no full table follows. */
  specifications?: SpecificationRow[];
  features: string;
  description?: string;
  /** Where the full table is, when this overview shows none. */
  specificationsHref?: string;
}) {
  const t = useMessages();
  const featureCopy = withoutLeadingHeading(features, t('overview.features'));
  return (
    <div className="product-overview" data-single={specifications ? undefined : ''}>
      {specifications && (
        <div>
          <h3>{t('overview.specifications')}</h3>
          <SpecificationTable rows={specifications} />
        </div>
      )}
      <div>
        {featureCopy.trim() && (
          <>
            <h3>{t('overview.features')}</h3>
            <ProductMarkdown>{featureCopy}</ProductMarkdown>
          </>
        )}
        {description?.trim() && (
          <>
            <h3>{t('overview.description')}</h3>
            <ProductMarkdown>{description}</ProductMarkdown>
          </>
        )}
        {specificationsHref && (
          <p>
            <a href={specificationsHref}>{t('overview.allSpecifications')}</a>
          </p>
        )}
      </div>
    </div>
  );
}
