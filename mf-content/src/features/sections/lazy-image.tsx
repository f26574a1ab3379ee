/**
 * A section's picture below the page's first section: fetched only as the page nears it (the
 * browser's lazy loading) and decoded off the main thread, so it never competes with the hero
 * or the page's scripts. The hero itself is a BannerSlide: eager, at high priority.
 */
export function LazyImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  return <img className={className} src={src} alt={alt} loading="lazy" decoding="async" />;
}
