import type { ReactNode } from 'react';
import { Breadcrumbs } from '@specify/ui';
import { useMessages } from '../i18n/messages';
import type { ListingContext } from './listing-from-route';
import './listing-frame.css';

/**
 * A listing's region with its crumbs and heading, and the listing below them: the page's top,
 * drawn alike by the page and by its first paint (src/first-paint), so one takes the other's
 * place without a move. The h1 is the page's one title: a landing page's hero below it does not
 * repeat it, and the market shows in the header's selector, not here again.
 */
export function ListingFrame({
  context,
  pathname,
  busy = false,
  children,
}: {
  context: ListingContext;
  pathname: string;
  /**
   * The listing's first results are still coming: the region is marked busy, and the shell keeps
   * the page's first paint (which shows them already) until they are in.
   */
  busy?: boolean;
  children?: ReactNode;
}) {
  const t = useMessages();
  const { heading } = context;
  return (
    <section
      aria-label={t(`listing.region.${context.kind}`)}
      className="catalogue"
      data-route={context.routeName}
      data-market={context.market}
      aria-busy={busy || undefined}
    >
      <Breadcrumbs pathname={pathname} market={context.market} />
      <header className="catalogue-header">
        <h1>{'message' in heading ? t(heading.message) : heading.text}</h1>
      </header>
      {children}
    </section>
  );
}
