import { useState } from 'react';
import type { EventBus, Market, Product, SessionKind, Variant } from '@specify/contracts';
import { href, MARKET_DEFINITIONS } from '@specify/contracts';
import { valueLabel } from '@specify/contracts/catalogue/labels';
import { isLeadFree } from '@specify/contracts/catalogue/rules';
import {
  Button,
  PageLink,
  ShareMenu,
  WishlistToggle,
  promptProfileCompletion,
  requestSignIn,
} from '@specify/ui';
import { useWishlistToggle } from '@specify/ui/api';
import { useMessages } from '../../i18n/messages';
import { variantLabel } from '../../model/product-path';
import { PriceBlock, sellsTo } from './price-block';
import { VariantSelector } from './variant-selector';

export interface VariantHeaderProps {
  product: Product;
  variant: Variant;
  market: Market;
  viewer: SessionKind;
  bus: EventBus;
  /** The page's link, for sharing. */
  shareUrl: string;
  onVariantChange: (variant: Variant) => void;
  /** Absent where the page offers no PDF (the BIM product page). */
  onDownloadPdf?: () => Promise<void>;
  /** The BIM page's header shows no cart or project actions. */
  compact?: boolean;
}

/**
 * The product's name, item code, marks, price block and variant selector, with its actions:
 * add to project (by who is asking), add to cart, the wishlist heart, share and download PDF.
 */
export function VariantHeader(props: VariantHeaderProps) {
  const { product, variant, market, viewer, bus, shareUrl, compact } = props;
  const t = useMessages();
  const [pdfBusy, setPdfBusy] = useState(false);
  const name = product.name[MARKET_DEFINITIONS[market].languageTag];
  const itemCode = variant.attributes['item-code'];
  // The variant names its range; else the product's range identifier reads by its display name.
  const range = product.attributesAlgolia.range;
  const rangeText = variant.attributes.range ?? (range && valueLabel('range', range));
  const wishlist = useWishlistToggle(
    bus,
    { sku: variant.sku, name },
    { failed: t('header.wishlistFailed') },
  );

  const addToProject = () => {
    if (viewer === 'visitor') return requestSignIn(bus);
    if (viewer === 'incomplete')
      return promptProfileCompletion(bus, market, {
        message: t('header.profilePrompt'),
        action: t('header.completeProfile'),
      });
    bus.publish('project:add-requested', {
      sku: variant.sku,
      quantity: 1,
      name: name.slice(0, 200),
    });
  };
  const addToCart = () =>
    bus.publish('cart:add-requested', {
      sku: variant.sku,
      name,
      details: [variantLabel(variant), itemCode].filter(Boolean).join(' · '),
      ...(variant.images[0] ? { image: variant.images[0] } : {}),
    });
  const downloadPdf = async () => {
    if (!props.onDownloadPdf) return;
    setPdfBusy(true);
    try {
      await props.onDownloadPdf();
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <header className="product-header">
      <div className="product-header__marks">
        {product.IsNew && <span className="product-mark product-mark--new">{t('header.new')}</span>}
        {isLeadFree(itemCode) && <span className="product-mark">{t('header.leadFree')}</span>}
      </div>
      <h1 className="product-header__name">{name}</h1>
      <p className="product-header__code">{t('header.itemCode', { code: itemCode })}</p>
      {rangeText && (
        <p className="product-header__range">
          {t('header.brandRange')}:{' '}
          <PageLink to={href('search', market, undefined, { query: rangeText, isPdp: 'true' })}>
            {rangeText}
          </PageLink>
        </p>
      )}
      <PriceBlock variant={variant} market={market} viewer={viewer} />
      <VariantSelector product={product} variant={variant} onChange={props.onVariantChange} />
      <div className="product-header__actions">
        {!compact && <Button onClick={addToProject}>{t('header.addToProject')}</Button>}
        {!compact && sellsTo(variant, market, viewer) && (
          <Button variant="secondary" onClick={addToCart} disabled={!variant.isOnStock}>
            {variant.isOnStock ? t('header.addToCart') : t('header.outOfStock')}
          </Button>
        )}
        {/* Drawn before the wishlist is read, so nothing beside it moves; a press before then is
            carried out once it is (useWishlistToggle). */}
        {!compact && (
          <WishlistToggle
            saved={wishlist.saved}
            busy={wishlist.busy}
            label={t('header.wishlist', { name })}
            onToggle={() => void wishlist.toggle()}
          />
        )}
        <ShareMenu
          url={shareUrl}
          title={name}
          onShare={(method) =>
            bus.publish('analytics:event', {
              event: 'share',
              params: { method, content_type: 'product', item_id: variant.sku },
            })
          }
        />
        {props.onDownloadPdf && (
          <Button variant="ghost" onClick={() => void downloadPdf()} disabled={pdfBusy}>
            {pdfBusy ? t('header.preparingPdf') : t('header.downloadPdf')}
          </Button>
        )}
      </div>
    </header>
  );
}
