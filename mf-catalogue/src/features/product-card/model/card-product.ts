import * as v from 'valibot';
import type { BimFileType, ListingHit, HitVariant, Market } from '@specify/contracts';
import { SpecifyError } from '@specify/contracts';
import { marketPrice, type MarketPrice } from '@specify/contracts/catalogue/rules';
import { parseListingHit } from '@specify/contracts/search/hits';
import { productCategoryPath } from '@specify/contracts/catalogue/listing-rules';

/** A card's variant, in our terms: what the colour dropdown, image, code and price block need. */
export interface CardVariant {
  id: number;
  sku: string;
  image?: string;
  colour?: string;
  itemCode: string;
  variantName?: string;
  /** In the market's currency, with its discount if on sale, when the variant has a price there. */
  price?: MarketPrice;
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
  /**
   * Index into `variants` shown first: a variant a code search matched, one in a refined colour,
   * or the master variant.
   */
  initialVariant: number;
  /** BIM file types, BIM listing only. */
  /** The BIM files the card's variant offers (BIM library only). */
  bimFileTypes: readonly BimFileType[];
  /** The product's own category ('tapware/basin-mixers'), for links where the page names none. */
  categoryPath?: string;
}

/** Blank text is no text: the card leaves the field out. */
const text = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value : undefined;

function toVariant(raw: HitVariant, market: Market): CardVariant {
  const price = marketPrice(raw.prices, market);
  const [image] = raw.images;
  const colour = text(raw.colour);
  const variantName = text(raw['variant-name']);
  return {
    id: raw.id,
    sku: raw.sku,
    ...(image ? { image } : {}),
    ...(colour ? { colour } : {}),
    itemCode: raw['item-code'],
    ...(variantName ? { variantName } : {}),
    ...(price ? { price } : {}),
    internalOnly: raw.IsGWAInternal,
    builderRange: raw['builder-range'],
  };
}

/** A bad hit is reported once, however often the grid re-renders it. */
const reported = new WeakSet<object>();

function reportBadHit(hit: unknown, issues: v.BaseIssue<unknown>[]) {
  if (typeof hit === 'object' && hit !== null) {
    if (reported.has(hit)) return;
    reported.add(hit);
  }
  const objectID = (hit as { objectID?: unknown } | null)?.objectID;
  const paths = issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  console.error(
    new SpecifyError(
      'SPEC-HIT-001',
      `Search hit ${String(objectID)} dropped: ${paths.join('; ')}.`,
      { objectID, issues: paths },
    ).message,
  );
}

/**
 * Maps a search hit (products or BIM index record) to a card (CONVENTIONS 5: vendor shapes stop
 * here). A hit that does not match the contracts' hit schema is dropped and reported, never cast.
 * The card opens on the variant a code search matched, else the first in one of the refined
 * `colours`, else the master variant.
 */
export function cardFromHit(
  hit: unknown,
  market: Market,
  query = '',
  colours: readonly string[] = [],
): CardProduct | undefined {
  const parsed = parseListingHit(hit);
  if (!parsed.success) {
    reportBadHit(hit, parsed.issues);
    return undefined;
  }
  const record: ListingHit = parsed.output;
  // products index: nested variants; search-variant and BIM indices: one `variant`.
  const raws = 'variants' in record ? record.variants : [record.variant];
  const variants = raws.map((raw) => toVariant(raw, market));
  const code = query.trim().toLowerCase();
  const byCode = code
    ? variants.findIndex(
        (variant) => variant.sku.toLowerCase() === code || variant.itemCode.toLowerCase() === code,
      )
    : -1;
  const wanted = new Set(colours.map((colour) => colour.toLowerCase()));
  const byColour = wanted.size
    ? variants.findIndex((variant) => wanted.has(variant.colour?.toLowerCase() ?? ''))
    : -1;
  const master = variants.findIndex((variant) => variant.id === record.masterVariantID);
  const categoryPath = productCategoryPath(record.categoryKeys);
  return {
    objectID: record.objectID,
    name: text(record.name) ?? '',
    slug: text(record.slug) ?? '',
    isNew: record.IsNew,
    variants,
    initialVariant: byCode >= 0 ? byCode : byColour >= 0 ? byColour : Math.max(master, 0),
    bimFileTypes: 'bim-file-types' in record ? record['bim-file-types'] : [],
    ...(categoryPath ? { categoryPath } : {}),
  };
}
