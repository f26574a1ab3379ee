import type { AccountSummary, Market } from '@specify/contracts';
import { usePageLocation } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { ContactForm } from '../features/contact/contact-form';
import { PageSections } from '../features/sections/page-sections';
import { PageDocument } from './content-page';

/**
 * Contact: the form beside the CMS side panel (storefront §2 "Contact"). Its actions' cache is
 * its own (ActionProvider here, not at the remote's root), so swr loads with this page only.
 */
export function ContactPage({ market, account }: { market: Market; account?: AccountSummary }) {
  const { search } = usePageLocation();
  const fromProduct = new URLSearchParams(search).has('fromproduct');
  return (
    <ActionProvider market={market}>
      <PageDocument market={market} slug="about-us/contact-us">
        {({ sections }) => (
          <div className="content-page content-contact">
            <ContactForm market={market} fromProduct={fromProduct} account={account} />
            <PageSections sections={sections} market={market} />
          </div>
        )}
      </PageDocument>
    </ActionProvider>
  );
}
