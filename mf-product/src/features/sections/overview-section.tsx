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
 * view, the modal version, leaves the description out.
 */
export function OverviewSection({
  specifications,
  compliance,
  features,
  description,
}: {
  specifications: SpecificationRow[];
  compliance: SpecificationRow[];
  features: string;
  description?: string;
}) {
  const t = useMessages();
  const featureCopy = withoutLeadingHeading(features, t('overview.features'));
  return (
    <div className="product-overview">
      <div>
        <h3>{t('overview.specifications')}</h3>
        <SpecificationTable rows={[...specifications.slice(0, 8), ...compliance]} />
      </div>
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
      </div>
    </div>
  );
}
