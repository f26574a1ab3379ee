import {
  PROJECT_EXPORT,
  formatMoney,
  type Market,
  type ProjectLineItem,
  type SharedProject,
} from '@specify/contracts';

/** A room of the summary with the items it shows. */
export interface SummaryRoom {
  roomName: string;
  items: ProjectLineItem[];
}

/**
 * The rooms and items a summary shows (project-builder.md §9 "Unavailable items are excluded from
 * summaries"): rooms in label order, items by priority, unavailable items left out and a room left
 * with none left out with them.
 */
export function summaryRooms(project: SharedProject): SummaryRoom[] {
  return project.roomGroups
    .map((room) => ({
      roomName: room.roomName,
      items: room.items.filter((item) => item.isProductAvailable),
    }))
    .filter((room) => room.items.length > 0);
}

/** How many specification rows an item shows: the first lines, as many as the Excel export (§9). */
export const SUMMARY_SPECIFICATION_LINES = PROJECT_EXPORT.specificationLines;

/** The item's code: its variant's item code, else its sku. */
export function itemCode(item: ProjectLineItem): string {
  return item.variant?.attributes['item-code'] || item.sku;
}

/** An item's RRP and line total, with 2 digits (§9 "cents divided by 100, shown with 2 digits"). */
export function itemPrices(
  item: ProjectLineItem,
  market: Market,
): { rrp: string; total: string } | undefined {
  const price = item.variant?.price;
  if (!price) return undefined;
  return {
    rrp: formatMoney(price, { market, context: 'page' }),
    total: formatMoney(
      { ...price, centAmount: price.centAmount * item.quantity },
      { market, context: 'page' },
    ),
  };
}

/**
 * The project's total over the rooms' items with a price, formatted, when they share a currency
 * (a market's project always does); undefined when no item has a price.
 */
export function projectTotal(rooms: readonly SummaryRoom[], market: Market): string | undefined {
  const lines = rooms.flatMap((room) =>
    room.items.flatMap((item) => {
      const price = item.variant?.price;
      return price ? [{ ...price, centAmount: price.centAmount * item.quantity }] : [];
    }),
  );
  const [first] = lines;
  if (!first || lines.some((line) => line.currencyCode !== first.currencyCode)) return undefined;
  const centAmount = lines.reduce((sum, line) => sum + line.centAmount, 0);
  return formatMoney({ ...first, centAmount }, { market, context: 'page' });
}
