import { MARKETS, MARKET_DEFINITIONS, type Market } from '@specify/contracts';

/** The market switch: a select of the two markets by region name, named 'Market'. */
export function MarketSelect({
  value,
  onChange,
}: {
  value: Market;
  onChange: (market: Market) => void;
}) {
  return (
    <label className="spec-market">
      <span className="spec-visually-hidden">Market</span>
      <select
        className="spec-market__select"
        value={value}
        onChange={(event) => onChange(event.target.value as Market)}
      >
        {MARKETS.map((market) => (
          <option key={market} value={market}>
            {MARKET_DEFINITIONS[market].region}
          </option>
        ))}
      </select>
    </label>
  );
}
