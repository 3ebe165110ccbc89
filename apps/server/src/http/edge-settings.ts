import type { Config } from '../config.ts';
import type { RateLimitSettings } from './rate-limits.ts';

/** How the server meets the outside world: abuse limits and whom to believe about addresses. */
export interface EdgeSettings {
  rateLimits: RateLimitSettings;
  /** Live sockets one client address may hold open at once. */
  liveConnectionsPerClient: number;
  /** How often live sockets are pinged; one that misses a ping is closed (tests shorten it). */
  livePingMs: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe (none by default). */
  trustProxy: TrustProxy;
}

type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export const defaultEdgeSettings: EdgeSettings = {
  rateLimits: { enabled: true, factor: 1 },
  liveConnectionsPerClient: 200,
  livePingMs: 30_000,
  trustProxy: false,
};

/** The edge settings of the server's configuration (RATE_LIMITS, RATE_LIMIT_FACTOR, …). */
export function edgeSettingsFrom(
  config: Pick<Config, 'RATE_LIMITS' | 'RATE_LIMIT_FACTOR' | 'LIVE_CONNECTIONS_PER_CLIENT' | 'TRUST_PROXY'>,
): EdgeSettings {
  return {
    rateLimits: { enabled: config.RATE_LIMITS === 'on', factor: config.RATE_LIMIT_FACTOR },
    liveConnectionsPerClient: config.LIVE_CONNECTIONS_PER_CLIENT,
    livePingMs: defaultEdgeSettings.livePingMs,
    trustProxy: trustProxyOf(config.TRUST_PROXY),
  };
}

function trustProxyOf(value: string | undefined): TrustProxy {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}
