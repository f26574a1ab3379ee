import type { ParcelConfig } from 'single-spa';
import type {
  EventBus,
  Market,
  QuickViewParcelProps,
  RuntimeConfig,
  Session,
} from '@specify/contracts';
import { useMessages } from '../i18n/intl';
import { ParcelOnRequest, loadParcel } from './parcel-on-request';

export type QuickViewConfig = ParcelConfig<QuickViewParcelProps>;

const loadQuickView = (config: RuntimeConfig) =>
  loadParcel<QuickViewParcelProps>('quickView', config);

/**
 * Answers `product:quick-view-requested` (a listing card's Quick view) by mounting mf-product's
 * quick-view dialog with the viewer's session, for its price rule and its actions.
 */
export function QuickViewHost({
  bus,
  market,
  config,
  session,
  load = loadQuickView,
}: {
  bus: EventBus;
  market: Market;
  config: RuntimeConfig;
  session: Session;
  /** Where the parcel comes from: mf-product through Module Federation. */
  load?: (config: RuntimeConfig) => Promise<QuickViewConfig>;
}) {
  const t = useMessages();
  return (
    <ParcelOnRequest<'product:quick-view-requested', QuickViewParcelProps>
      bus={bus}
      config={config}
      event="product:quick-view-requested"
      load={load}
      propsFor={(request) => ({ market, bus, runtimeConfig: config, session, request })}
      unavailable={t('quickView.unavailable')}
    />
  );
}
