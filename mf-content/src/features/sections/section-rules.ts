/** Hero slider timing (storefront §9): 8000 ms per slide. */
export const HERO_AUTOPLAY_MS = 8000;
/** Card sliders move every 5000 ms (storefront §9). */
export const CARD_SLIDER_MS = 5000;

/**
 * The video id of a YouTube watch link (https://www.youtube.com/watch?v=ID or youtu.be/ID), or
 * undefined for any other URL: only those open the video modal (storefront §5).
 */
export function youtubeId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:') return undefined;
  const id =
    parsed.hostname === 'youtu.be'
      ? parsed.pathname.slice(1)
      : ['www.youtube.com', 'youtube.com', 'm.youtube.com'].includes(parsed.hostname) &&
          parsed.pathname === '/watch'
        ? (parsed.searchParams.get('v') ?? '')
        : '';
  return /^[A-Za-z0-9_-]{11}$/.test(id) ? id : undefined;
}

/** A card's description cut to 150 characters at a word, with an ellipsis (storefront §2). */
export function excerpt(text: string, limit = 150): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** How the content pages write a date: month and year, as stored (UTC). */
export const MONTH_YEAR: Intl.DateTimeFormatOptions = {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * A spreadsheet cell as text in the page's language (`languageTag`, the market's): dates, and
 * date serials between 40000 and 60000, read as month and year (storefront §2).
 */
export function tableCell(value: unknown, languageTag: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString(languageTag, MONTH_YEAR);
  if (typeof value === 'number' && value > 40000 && value < 60000) {
    const date = new Date(Date.UTC(1899, 11, 30) + value * 86_400_000);
    return date.toLocaleDateString(languageTag, MONTH_YEAR);
  }
  if (typeof value === 'object' && 'text' in value)
    return String((value as { text: unknown }).text);
  if (typeof value === 'object' && 'result' in value)
    return tableCell((value as { result: unknown }).result, languageTag);
  return String(value);
}
