import { useEffect, useState } from 'react';
import { ActionCallError, type Product, type Variant } from '@specify/contracts';
import { useAction } from '@specify/ui/api';
import { variantAtPath } from './product-path';

export type ProductState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; product: Product; variant: Variant };

/**
 * The product a page path names, and its variant. A variant change rewrites the path but keeps
 * the product: the variant is then found in the product already loaded, so a switch never asks
 * the server again. A path of another product (a related product's link) loads that product.
 */
export function useProduct(productPath: string): ProductState {
  const [requested, setRequested] = useState(productPath);
  const { data, error, mutate } = useAction(
    'product/getProduct',
    { path: requested },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const product = data?.product;
  const local = product ? variantAtPath(product, productPath) : undefined;

  useEffect(() => {
    if (productPath !== requested && (!product || !local)) setRequested(productPath);
  }, [productPath, requested, product, local]);

  if (error) {
    if (error instanceof ActionCallError && error.statusCode === 404) return { status: 'missing' };
    return { status: 'failed', retry: () => void mutate() };
  }
  if (!product) return { status: 'loading' };
  const variant = local ?? (requested === productPath ? product.selectedVariant : undefined);
  if (!variant) return { status: 'loading' };
  return { status: 'ready', product, variant };
}
