import { MARKETS, MARKET_DEFINITIONS, type Market } from '@specify/contracts';

/**
 * The market switch: a select of the two markets by region name, named 'Market'. Its arrow is a
 * drawn chevron centred on the select (a gradient corner read as a tiny, off-centre triangle).
 */
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
      <svg className="spec-market__chevron" viewBox="0 0 12 8" aria-hidden="true" focusable="false">
        <path d="M1.5 1.75 6 6.25l4.5-4.5" />
      </svg>
    </label>
  );
}
