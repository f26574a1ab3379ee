import type { Product, Variant } from '@specify/contracts';
import { Select } from '@specify/ui';
import { useMessages } from '../../i18n/messages';
import { variantLabel } from '../../model/product-path';

/** The variant dropdown; a product with one variant names it instead. */
export function VariantSelector({
  product,
  variant,
  onChange,
}: {
  product: Product;
  variant: Variant;
  onChange: (variant: Variant) => void;
}) {
  const t = useMessages();
  if (product.variants.length < 2)
    return (
      <p className="product-variant">{t('variant.single', { label: variantLabel(variant) })}</p>
    );
  return (
    <div className="product-variant">
      <Select
        label={t('variant.label')}
        value={variant.sku}
        options={product.variants.map((entry) => ({
          value: entry.sku,
          label: `${variantLabel(entry)} (${entry.attributes['item-code']})`,
        }))}
        onChange={(event) => {
          const next = product.variants.find((entry) => entry.sku === event.target.value);
          if (next) onChange(next);
        }}
      />
    </div>
  );
}
