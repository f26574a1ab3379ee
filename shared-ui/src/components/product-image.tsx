import type { ImgHTMLAttributes } from 'react';

/** A neutral 4:3 tile, inline so it can never fail to load itself. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"%3E%3Crect width="4" height="3" fill="%23eee"/%3E%3C/svg%3E';

export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'onError'
> {
  /** The product's image; none, or one that fails to load, shows the placeholder (spec §9). */
  src: string | undefined;
  alt: string;
}

/** A product photo that falls back to a placeholder when it is missing or broken. */
export function ProductImage({
  src,
  alt,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ProductImageProps) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={(event) => {
        if (event.currentTarget.src !== PLACEHOLDER_IMAGE)
          event.currentTarget.src = PLACEHOLDER_IMAGE;
      }}
      {...rest}
    />
  );
}
