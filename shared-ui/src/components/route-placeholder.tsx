import type { Market, RouteMatch } from '@specify/contracts';
import { MARKET_DEFINITIONS } from '@specify/contracts';

export interface RoutePlaceholderProps {
  title: string;
  route: RouteMatch;
  search?: string;
}

function formatParam(value: string | string[] | undefined): string {
  if (value === undefined) return '—';
  return Array.isArray(value) ? value.join('/') : value;
}

function marketName(market: Market): string {
  return `${market} (${MARKET_DEFINITIONS[market].region})`;
}

/** Stand-in for a screen not built yet: shows which route rendered, for which market and params. */
export function RoutePlaceholder({ title, route, search }: RoutePlaceholderProps) {
  const params = Object.entries(route.params);
  const query = search ? [...new URLSearchParams(search).entries()] : [];
  return (
    <section
      aria-labelledby="route-placeholder-title"
      data-route={route.name}
      data-market={route.market}
    >
      <h1 id="route-placeholder-title">{title}</h1>
      <dl>
        <dt>Route</dt>
        <dd>{route.name}</dd>
        <dt>Market</dt>
        <dd>{marketName(route.market)}</dd>
        {params.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{formatParam(value)}</dd>
          </div>
        ))}
        {query.map(([name, value]) => (
          <div key={`query-${name}`}>
            <dt>{`?${name}`}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
