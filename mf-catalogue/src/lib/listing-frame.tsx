import type { ReactNode } from 'react';
import { MARKET_DEFINITIONS } from '@specify/contracts';
import { Breadcrumbs } from '@specify/ui';
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
  const definition = MARKET_DEFINITIONS[context.market];
  return (
    <section
      aria-label={context.regionLabel}
      className="catalogue"
      data-route={context.routeName}
      data-market={context.market}
    >
      <Breadcrumbs pathname={pathname} market={context.market} />
      <header className="catalogue-header">
        <h1>{context.heading}</h1>
        <p className="catalogue-market">
          Showing products for <span>{`${context.market} (${definition.region})`}</span>
        </p>
      </header>
      {children}
    </section>
  );
}
