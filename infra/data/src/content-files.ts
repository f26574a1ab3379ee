/** The content images, papers and spreadsheet the pages link to; assets/content-assets.ts draws them. */
export const CONTENT_FILES = '/files/content';

/** A content picture by name: the writer draws it from the name (a room, a tile, a badge). */
export function contentImage(name: string, alt: string) {
  return { src: `${CONTENT_FILES}/${name}.svg`, alt };
}
