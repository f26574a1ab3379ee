import type { CataloguePrice, Market } from '@specify/contracts';
import { MARKET_DEFINITIONS } from '@specify/contracts';

/** A card's variant, in our terms: what the colour dropdown, image, code and price block need. */
export interface CardVariant {
  id: number;
  sku: string;
  image?: string;
  colour?: string;
  itemCode: string;
  variantName?: string;
  /** Cents in the market's currency, when the variant has a price there. */
  price?: { centAmount: number; currencyCode: 'AUD' | 'NZD'; fractionDigits: number };
  internalOnly: boolean;
  builderRange: boolean;
}

/** One listing card: a product (products index) or a single variant (BIM library). */
export interface CardProduct {
  objectID: string;
  name: string;
  slug: string;
  isNew: boolean;
  variants: CardVariant[];
  /** Index into `variants` shown first: the master variant, or a variant a code search matched. */
  initialVariant: number;
  /** BIM file types, BIM listing only. */
  bimFileTypes: string[];
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function marketPrice(prices: unknown, market: Market): CardVariant['price'] {
  if (!Array.isArray(prices)) return undefined;
  const currency = MARKET_DEFINITIONS[market].currencyCode;
  const country = market.toUpperCase();
  const match = (prices as unknown[])
    .filter(isRecord)
    .find((price) => price.country === country) as CataloguePrice | undefined;
  const value = match?.value;
  if (!value || !Number.isFinite(Number(value.centAmount))) return undefined;
  return {
    centAmount: Number(value.centAmount),
    currencyCode: currency,
    fractionDigits: Number.isInteger(value.fractionDigits) ? value.fractionDigits : 2,
  };
}

function toVariant(raw: unknown, market: Market): CardVariant | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'number') return undefined;
  const sku = text(raw.sku);
  if (!sku) return undefined;
  const images = Array.isArray(raw.images) ? raw.images.filter((i) => typeof i === 'string') : [];
  const colour = text(raw.colour);
  const variantName = text(raw['variant-name']);
  const price = marketPrice(raw.prices, market);
  return {
    id: raw.id,
    sku,
    ...(images[0] ? { image: images[0] } : {}),
    ...(colour ? { colour } : {}),
    itemCode: text(raw['item-code']) ?? '',
    ...(variantName ? { variantName } : {}),
    ...(price ? { price } : {}),
    internalOnly: raw.IsGWAInternal === true,
    builderRange: raw['builder-range'] === true || raw['builder-range'] === 'YES',
  };
}

/**
 * Maps a search hit (products or BIM index record) to a card (CONVENTIONS 5: vendor shapes stop
 * here). A hit without a usable variant maps to undefined and is not rendered.
 */
export function cardFromHit(hit: unknown, market: Market, query = ''): CardProduct | undefined {
  if (!isRecord(hit)) return undefined;
  // products index: nested variants; search-variant and BIM indices: one `variant`.
  const rawVariants =
    Array.isArray(hit.variants) && hit.variants.length ? hit.variants : [hit.variant];
  const variants = rawVariants
    .map((raw) => toVariant(raw, market))
    .filter((v): v is CardVariant => !!v);
  if (variants.length === 0) return undefined;
  const code = query.trim().toLowerCase();
  const byCode = code
    ? variants.findIndex((v) => v.sku.toLowerCase() === code || v.itemCode.toLowerCase() === code)
    : -1;
  const master = variants.findIndex((v) => v.id === hit.masterVariantID);
  const bimFileTypes = Array.isArray(hit['bim-file-types'])
    ? hit['bim-file-types'].filter((t): t is string => typeof t === 'string')
    : [];
  return {
    objectID: String(hit.objectID),
    name: text(hit.name) ?? '',
    slug: text(hit.slug) ?? '',
    isNew: hit.IsNew === true,
    variants,
    initialVariant: byCode >= 0 ? byCode : Math.max(master, 0),
    bimFileTypes,
  };
}
