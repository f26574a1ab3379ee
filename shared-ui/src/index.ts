import './tokens.css';

export { Button, type ButtonProps } from './components/button';
export { Spinner } from './components/spinner';
export { MarketSelect } from './components/market-select';
export { RoutePlaceholder, type RoutePlaceholderProps } from './components/route-placeholder';
export {
  createRemoteLifecycles,
  type LifecycleProps,
  type RemoteLifecycleOptions,
  type RemoteLifecycles,
} from './remote-app/create-remote-lifecycles';
export { RemoteErrorBoundary } from './remote-app/remote-error-boundary';
export { RemoteRoutes, type RemoteRoutesProps } from './remote-app/remote-routes';
export { RemoteRouter } from './remote-app/remote-router';
export { useSession } from './remote-app/use-session';
