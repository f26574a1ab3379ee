import { MARKETS, MARKET_DEFINITIONS, type Market } from '@specify/contracts';

/** The market switch: a labelled select of the two markets, by region name. */
export function MarketSelect({
  value,
  onChange,
}: {
  value: Market;
  onChange: (market: Market) => void;
}) {
  return (
    <label>
      Market{' '}
      <select value={value} onChange={(event) => onChange(event.target.value as Market)}>
        {MARKETS.map((market) => (
          <option key={market} value={market}>
            {MARKET_DEFINITIONS[market].region}
          </option>
        ))}
      </select>
    </label>
  );
}
