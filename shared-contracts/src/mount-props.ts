import type { EventBus, EventPayload } from './events';
import type { Market } from './markets';
import type { RemoteName } from './remotes';
import type { RuntimeConfig } from './runtime-config';
import type { Session } from './session';

/**
 * What the shell (or a standalone harness) hands every remote's ./app at mount, as single-spa
 * customProps. The session is a snapshot; later changes arrive as `auth:changed` events, and the
 * market follows the URL.
 */
export interface MountProps {
  remote: RemoteName;
  market: Market;
  session: Session;
  bus: EventBus;
  config: RuntimeConfig;
  /** The element the remote renders into. */
  domElement?: HTMLElement;
  /**
   * Mounts another remote's inline parcel into an element of this one (the shell loads it
   * through Module Federation); absent in a standalone harness, where the host has no remotes.
   */
  mountRemoteParcel?: MountRemoteParcel;
}

/** A parcel mounted with `mountRemoteParcel`: unmount it when its element goes. */
export interface MountedRemoteParcel {
  unmount(): Promise<void>;
}

export type MountRemoteParcel = (
  name: 'landingContent',
  domElement: HTMLElement,
  props: LandingContentParcelProps,
) => MountedRemoteParcel;

/**
 * Widgets a remote exposes as single-spa parcels (ARCHITECTURE "Talking across boundaries"): the
 * remote that owns each and the expose it is under. The shell mounts them on request.
 */
export const PARCELS = {
  signIn: { remote: 'mf-account', expose: './sign-in' },
  addToCart: { remote: 'mf-account', expose: './add-to-cart' },
  addToProject: { remote: 'mf-project-builder', expose: './add-to-project' },
  landingContent: { remote: 'mf-content', expose: './landing' },
  quickView: { remote: 'mf-product', expose: './quick-view' },
} as const satisfies Record<string, { remote: RemoteName; expose: `./${string}` }>;

/** What the sign-in parcel is mounted with (on `auth:login-requested`). */
export interface SignInParcelProps {
  market: Market;
  bus: EventBus;
  /** Not `config`: single-spa-react's <Parcel> takes that prop for the parcel itself. */
  runtimeConfig: RuntimeConfig;
  /** Where the visitor goes once signed in; the current page when absent. */
  returnTo?: string;
  /** The tab the dialog opens on: Sign in unless a Sign up button asked for 'sign-up'. */
  view?: 'sign-in' | 'sign-up';
  /** The dialog was closed (signed in or dismissed): the host unmounts the parcel. */
  onClose: () => void;
}

/**
 * What the add-to-cart parcel is mounted with (on `cart:add-requested`): it adds the product to
 * the cart and confirms it in a dialog that blocks page scroll (storefront §2).
 */
export interface AddToCartParcelProps {
  market: Market;
  bus: EventBus;
  runtimeConfig: RuntimeConfig;
  request: EventPayload<'cart:add-requested'>;
  /** The dialog was closed: the host unmounts the parcel. */
  onClose: () => void;
}

/**
 * What the add-to-project dialog was opened for: one product (`project:add-requested`, from a card
 * or a product page) or a SKU list checked in the browser (`project:skus-uploaded`, from the
 * catalogue's upload), whose rows carry their own rooms.
 */
export type AddToProjectRequest =
  | ({ kind: 'product' } & EventPayload<'project:add-requested'>)
  | ({ kind: 'sku-list' } & EventPayload<'project:skus-uploaded'>);

/**
 * What the add-to-project parcel is mounted with (on `project:add-requested` and
 * `project:skus-uploaded`): it picks or creates one of the user's open projects and adds the
 * product to a room of it, or uploads the SKU list to it (project-builder.md §2, §7).
 */
export interface AddToProjectParcelProps {
  market: Market;
  bus: EventBus;
  runtimeConfig: RuntimeConfig;
  /** The viewer: a visitor is asked to sign in, a user without company details to complete them. */
  session: Session;
  request: AddToProjectRequest;
  /** The dialog was closed: the host unmounts the parcel. */
  onClose: () => void;
}

/**
 * What the quick-view parcel is mounted with (on `product:quick-view-requested`): mf-product's
 * product detail in a dialog, without the description (storefront §2, §9).
 */
export interface QuickViewParcelProps {
  market: Market;
  bus: EventBus;
  runtimeConfig: RuntimeConfig;
  /** The viewer, for the price rule and the add-to-project action. */
  session: Session;
  request: EventPayload<'product:quick-view-requested'>;
  /** The dialog was closed: the host unmounts the parcel. */
  onClose: () => void;
}

/**
 * What mf-content's landing-content parcel is mounted with: mf-catalogue mounts it above the
 * listing of a brand, sector, solution, collection or LiveWell page (hero, description, special
 * cards, a related-products slider).
 */
export interface LandingContentParcelProps {
  market: Market;
  bus: EventBus;
  /** The listing's path below the market: 'brands/kinnear', 'sectors/healthcare', 'livewell'. */
  page: string;
  /** The viewer, for the slider's price rule. */
  session: Session;
  /**
   * Called once the landing has drawn all it will (its sections and their related products, or
   * nothing): the listing below waits for it, within a bound, so it does not jump down as the
   * landing grows. An older parcel never calls it; the bound covers that too.
   */
  onSettled?: () => void;
}
