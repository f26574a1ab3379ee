import type { ReactNode } from 'react';
import type { Market, Product, SpecificationRow, Variant } from '@specify/contracts';
import { ButtonLink, ProductImage } from '@specify/ui';
import { useMessages } from '../../i18n/messages';
import { SpecificationTable } from './specification-table';

/** The external compliance site's product page (nz's Building Product Information Requirement). */
export function bpirHref(productCode: string): string {
  return `https://bpir.specify.co.nz/products/${encodeURIComponent(productCode)}`;
}

/**
 * Technical Information (storefront §2): every specification row, the product codes, the
 * technical downloads with Download all files, the measurements drawing; on nz the Building
 * Product Information Requirement link.
 */
export function TechnicalSection({
  product,
  variant,
  market,
  specifications,
  downloads,
  measurements,
}: {
  product: Product;
  variant: Variant;
  market: Market;
  specifications: SpecificationRow[];
  /** The file panel, composed by the page. */
  downloads: ReactNode;
  measurements: string | undefined;
}) {
  const t = useMessages();
  const productCode = variant.attributes['product-code'];
  const name = product.name[market === 'nz' ? 'en-NZ' : 'en-AU'];
  return (
    <div className="product-technical">
      <div>
        <h3>{t('technical.specifications')}</h3>
        <SpecificationTable rows={specifications} />
        <h3>{t('technical.codes')}</h3>
        <SpecificationTable
          rows={[
            { label: t('codes.productCode'), value: productCode },
            { label: t('codes.itemCode'), value: variant.attributes['item-code'] },
            { label: t('codes.sku'), value: variant.sku },
          ]}
        />
        {market === 'nz' && (
          <ButtonLink
            variant="secondary"
            href={bpirHref(productCode)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('bpir.link')}
          </ButtonLink>
        )}
      </div>
      <div>
        <h3>{t('technical.downloads')}</h3>
        {downloads}
        <h3>{t('technical.measurements')}</h3>
        {measurements ? (
          <ProductImage
            className="product-technical__drawing"
            src={measurements}
            alt={t('technical.measurementsAlt', { name })}
          />
        ) : (
          <p className="product-muted">{t('technical.noMeasurements')}</p>
        )}
      </div>
    </div>
  );
}
