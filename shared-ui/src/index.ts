import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';

export { UI_VERSION } from './version';
export { BREAKPOINTS, NAV_BREAKPOINT, minWidth, type Breakpoint } from './breakpoints';
export { SWIPE_THRESHOLD_PX } from './gestures';
export {
  Button,
  ButtonLink,
  IconButton,
  type ButtonProps,
  type ButtonLinkProps,
  type IconButtonProps,
} from './components/button';
export {
  TextField,
  TextArea,
  type TextFieldProps,
  type TextAreaProps,
} from './components/text-field';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { FieldError } from './components/field';
export { FileButton, type FileButtonProps } from './components/file-button';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group';
export {
  Dialog,
  ConfirmDialog,
  type DialogProps,
  type ConfirmDialogProps,
} from './components/dialog';
export { Drawer, type DrawerProps } from './components/drawer';
export { Menu, type MenuItem, type MenuProps } from './components/menu';
export { Tabs, type Tab, type TabsProps } from './components/tabs';
export { Toast, ToastRegion, type ToastProps, type ToastTone } from './components/toast';
export { Spinner, LoadingOverlay } from './components/spinner';
export { WishlistToggle, type WishlistToggleProps } from './components/wishlist-toggle';
export { QuantityInput, type QuantityInputProps } from './components/quantity-input';
export {
  ProductImage,
  PLACEHOLDER_IMAGE,
  type ProductImageProps,
} from './components/product-image';
export { BreadcrumbTrail, Breadcrumbs, breadcrumbsOf, type Crumb } from './components/breadcrumbs';
export {
  ShareMenu,
  shareHref,
  SHARE_CHANNELS,
  COPY_CONFIRMATION,
  COPY_CONFIRMATION_MS,
  type ShareChannel,
  type ShareMenuProps,
} from './components/share-menu';
export { PriceBlock, type PriceBlockProps, type PriceWords } from './components/price-block';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/visually-hidden';
export { PageWidth, SkipLink, type PageWidthProps } from './components/page-layout';
export { MarketSelect } from './components/market-select';
export { RoutePlaceholder, type RoutePlaceholderProps } from './components/route-placeholder';
export {
  usePageLocation,
  navigateTo,
  type NavigateOptions,
  type PageLocation,
} from './navigation/page-location';
export { PageLink, type PageLinkProps } from './navigation/page-link';
export { Redirect } from './navigation/redirect';
export { useModalFocus } from './hooks/use-modal-focus';
export { useScrollLock } from './hooks/use-scroll-lock';
export { useMediaQuery } from './hooks/use-media-query';
export { useDismiss } from './hooks/use-dismiss';
export { useTabs, type UseTabsOptions } from './hooks/use-tabs';
export {
  createRemoteLifecycles,
  type LifecycleProps,
  type RemoteLifecycleOptions,
  type RemoteLifecycles,
} from './remote-app/create-remote-lifecycles';
export {
  createParcelLifecycles,
  type ParcelLifecycleOptions,
  type ParcelLifecycles,
} from './remote-app/create-parcel-lifecycles';
export { RemoteErrorBoundary } from './remote-app/remote-error-boundary';
export { RemoteRouter } from './remote-app/remote-router-compat';
export { useSession } from './remote-app/use-session';
export {
  PROFILE_PROMPT,
  promptProfileCompletion,
  requestSignIn,
} from './remote-app/viewer-prompts';
