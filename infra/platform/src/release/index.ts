// Releases per session: signed bucket and QA override cookies (release-cookies), the release a
// request is served (release-session), and the telemetry that rolls a failing canary back (routes).
export { releaseCookies, type ReleaseCookies } from './release-cookies';
export { releaseSessions, type ReleaseSessionReader } from './release-session';
export { releaseTelemetryRoutes, type ReleaseTelemetryOptions } from './routes';
