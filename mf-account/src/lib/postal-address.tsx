import type { AddressFields } from '@specify/contracts';

/** An address as a letter carries it: the name, the street lines, the town line and the phone. */
export function PostalAddress({ address }: { address: AddressFields }) {
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    [address.streetNumber, address.streetName].filter(Boolean).join(' '),
    address.additionalStreetInfo,
    [address.city, address.state, address.postalCode].filter(Boolean).join(' '),
    address.phone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {index === 0 ? <strong>{line}</strong> : line}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </address>
  );
}
