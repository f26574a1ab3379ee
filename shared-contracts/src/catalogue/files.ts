/** Thumbnail → original rewrite for file and image links (spec §4 "File panel"). */
export function originalImageUrl(url: string): string {
  return url.replace('/thumbnail/', '/original/');
}

/** Lower-case, dash-separated, ASCII only: used for slugs, file names and swatch names. */
export function slugify(text: string): string {
  // Normalising is slow and only needed for accented names (a macron range word, say).
  const ascii = /^[\x20-\x7e]*$/.test(text)
    ? text
    : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A colour's swatch image, on the static path named by the colour (spec §7 "File downloads"). */
export function colourSwatchUrl(colour: string): string {
  return `/files/swatches/${slugify(colour)}.svg`;
}
