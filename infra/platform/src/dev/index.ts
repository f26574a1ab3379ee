// Development-only routes (/dev/...): never registered in production.
export { devRoutes } from './dev-routes';
