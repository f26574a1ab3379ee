import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTRACTS_VERSION, REMOTES, type RuntimeConfig } from '@specify/contracts';
import { releaseCookies, releaseSessions } from '../release';
import type { SiteOptions } from './site-routes';

/** In development every remote comes from its own watched build, whatever the registry says. */
function devRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  const remotes: RuntimeConfig['remotes'] = {};
  for (const remote of REMOTES) {
    remotes[remote] = {
      version: 'dev',
      manifest: `/dev-remotes/${remote}/mf-manifest.json`,
      contracts: `^${CONTRACTS_VERSION}`,
      // Watched builds of this checkout, made with the very @specify/ui the shell has.
      ui: '*',
    };
  }
  return { ...config, environment: `${config.environment} (dev)`, remotes };
}

/**
 * The runtime config of a request's page: the environment's released versions for its session
 * (with the services: its bucket and QA overrides, setting the release cookies where they change),
 * or every remote's watched build in development; the search and configurator settings; and the
 * telemetry sample rate with the token that makes the page's reports count.
 */
export function runtimeConfigReader(options: SiteOptions) {
  const { registry, environment, services } = options;
  const cookies = services && releaseCookies(services.secrets.releaseCookie);
  const releaseSession =
    services && cookies
      ? releaseSessions({
          registry,
          environment,
          services,
          cookies,
          devBuilds: !!options.devRemotesRoot,
        })
      : undefined;

  /** The runtime config for this request's session; sets its release cookies where they change. */
  async function runtimeConfigFor(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<RuntimeConfig> {
    const session = await releaseSession?.(request, reply);
    const registered = await registry.runtimeConfig(
      environment,
      session ? { bucket: session.bucket, overrides: session.overrides } : {},
    );
    let config = options.devRemotesRoot ? devRuntimeConfig(registered) : registered;
    if (options.configuratorScriptUrl)
      config = { ...config, configuratorScriptUrl: options.configuratorScriptUrl };
    if (options.searchConfig) {
      const protocol = request.protocol === 'https' ? 'https' : 'http';
      config = { ...config, search: options.searchConfig({ host: request.host, protocol }) };
    }
    if (services) {
      // The page's reports count only with its token: this session, these versions (issue 29).
      const served = Object.entries(config.remotes).map(
        ([name, entry]) => `${name}@${entry.version}`,
      );
      const token =
        session && cookies?.issueTelemetryToken(session.sessionId, served, services.now());
      config = {
        ...config,
        telemetry: { sampleRate: services.config.telemetrySampleRate, ...(token ? { token } : {}) },
      };
    }
    if (session?.overrideRefused) config = { ...config, overrideRefused: session.overrideRefused };
    return config;
  }

  return runtimeConfigFor;
}
