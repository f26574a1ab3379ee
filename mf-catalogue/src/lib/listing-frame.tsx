import type { ReactNode } from 'react';
import { MARKET_DEFINITIONS } from '@specify/contracts';
import { Breadcrumbs } from '@specify/ui';
import { useMessages, useRichMessages } from '../i18n/messages';
import type { ListingContext } from './listing-from-route';
import './listing-frame.css';

/**
 * A listing's region with its crumbs and heading, and the listing below them: the page's top,
 * drawn alike by the page and by its first paint (src/first-paint), so one takes the other's
 * place without a move.
 */
export function ListingFrame({
  context,
  pathname,
  children,
}: {
  context: ListingContext;
  pathname: string;
  children?: ReactNode;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  const definition = MARKET_DEFINITIONS[context.market];
  const { heading } = context;
  return (
    <section
      aria-label={t(`listing.region.${context.kind}`)}
      className="catalogue"
      data-route={context.routeName}
      data-market={context.market}
    >
      <Breadcrumbs pathname={pathname} market={context.market} />
      <header className="catalogue-header">
        <h1>{'message' in heading ? t(heading.message) : heading.text}</h1>
        <p className="catalogue-market">
          {rich('listing.showingFor', {
            market: context.market,
            region: definition.region,
            place: (chunks) => <span>{chunks}</span>,
          })}
        </p>
      </header>
      {children}
    </section>
  );
}
