import { useAction } from '@specify/ui/api';

/**
 * The variant's files as the platform lists them (`product/downloadFiles`, storefront §7): the
 * entry rules of §5 are the platform's, so the page shows this answer and derives nothing. The
 * panel and the Measurements drawing ask with the same sku and share one request.
 */
export function useDownloadFiles(sku: string) {
  return useAction(
    'product/downloadFiles',
    { sku },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
