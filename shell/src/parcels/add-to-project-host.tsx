import type { ParcelConfig } from 'single-spa';
import type {
  AddToProjectParcelProps,
  EventBus,
  Market,
  RuntimeConfig,
  Session,
} from '@specify/contracts';
import { useMessages } from '../i18n/intl';
import { ParcelOnRequest, loadParcel } from './parcel-on-request';

export type AddToProjectConfig = ParcelConfig<AddToProjectParcelProps>;

const loadAddToProject = (config: RuntimeConfig) =>
  loadParcel<AddToProjectParcelProps>('addToProject', config);

/**
 * Answers `project:add-requested` (a card's or a product page's Add to project) and
 * `project:skus-uploaded` (the catalogue's checked SKU list) by mounting mf-project-builder's
 * add-to-project dialog, with the viewer's session: it picks the project, then adds the product
 * or uploads the list.
 */
export function AddToProjectHost({
  bus,
  market,
  config,
  session,
  load = loadAddToProject,
}: {
  bus: EventBus;
  market: Market;
  config: RuntimeConfig;
  session: Session;
  /** Where the parcel comes from: mf-project-builder through Module Federation. */
  load?: (config: RuntimeConfig) => Promise<AddToProjectConfig>;
}) {
  const t = useMessages();
  const base = { market, bus, runtimeConfig: config, session };
  return (
    <>
      <ParcelOnRequest<'project:add-requested', AddToProjectParcelProps>
        bus={bus}
        config={config}
        event="project:add-requested"
        load={load}
        propsFor={(payload) => ({ ...base, request: { kind: 'product', ...payload } })}
        unavailable={t('project.unavailable')}
      />
      <ParcelOnRequest<'project:skus-uploaded', AddToProjectParcelProps>
        bus={bus}
        config={config}
        event="project:skus-uploaded"
        load={load}
        propsFor={(payload) => ({ ...base, request: { kind: 'sku-list', ...payload } })}
        unavailable={t('project.unavailable')}
      />
    </>
  );
}
