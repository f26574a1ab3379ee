import { useEffect } from 'react';
import type { EventBus } from '@specify/contracts';

export const CONFIGURATOR_SCRIPT_ID = 'specify-product-configurator';

/**
 * The product configurator hook (storefront §7): once the product page shows a variant
 * (`product:variant-changed`), the configured third-party script is added to the page, once; it
 * follows later variants through the same event. Without a configured URL nothing loads.
 */
export function useConfiguratorScript(bus: EventBus, scriptUrl: string | undefined): void {
  useEffect(() => {
    if (!scriptUrl) return undefined;
    return bus.subscribe('product:variant-changed', () => {
      if (document.getElementById(CONFIGURATOR_SCRIPT_ID)) return;
      const script = document.createElement('script');
      script.id = CONFIGURATOR_SCRIPT_ID;
      script.src = scriptUrl;
      script.async = true;
      document.head.append(script);
    });
  }, [bus, scriptUrl]);
}
