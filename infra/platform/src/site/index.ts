// The composed site: runtime config, the shell's and the remotes' files, and every page with its
// boot hints and, where a remote owns it, that remote's first paint (first-paint/).
export { siteRoutes, type SiteOptions } from './site-routes';
export { FIRST_PAINT_LIMITS, type FirstPaintLimits } from './first-paint/pool';
