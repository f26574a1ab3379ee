import type { AddressFields } from '@specify/contracts';

/**
 * An address as a letter carries it: the name, the street lines, the town line and the phone.
 * Inside a label (a radio's) it is phrasing content, a span, not an address element.
 */
export function PostalAddress({
  address,
  as: Element = 'address',
}: {
  address: AddressFields;
  as?: 'address' | 'span';
}) {
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    [address.streetNumber, address.streetName].filter(Boolean).join(' '),
    address.additionalStreetInfo,
    [address.city, address.state, address.postalCode].filter(Boolean).join(' '),
    address.phone,
  ].filter((line): line is string => Boolean(line));
  return (
    <Element className="postal-address">
      {lines.map((line, index) => (
        <span key={index}>
          {index === 0 ? <strong>{line}</strong> : line}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </Element>
  );
}
