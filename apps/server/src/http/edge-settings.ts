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
  /**
   * Open connections one address may hold (HTTP and live alike); 0: no cap (behind a proxy, every
   * connection is the proxy's). Default: the live sockets' cap and 64 more.
   */
  connectionsPerAddress: number;
  /** How long a request may take to arrive whole (headers and body); slower ones get 408. */
  requestTimeoutMs: number;
}

type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export const defaultEdgeSettings: EdgeSettings = {
  rateLimits: { enabled: true, factor: 1 },
  liveConnectionsPerClient: 200,
  livePingMs: 30_000,
  trustProxy: false,
  connectionsPerAddress: 200 + 64,
  // An 8 MB picture at 1.5 Mbit/s arrives in about 45 s.
  requestTimeoutMs: 60_000,
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
    connectionsPerAddress:
      trustProxyOf(config.TRUST_PROXY) === false ? config.LIVE_CONNECTIONS_PER_CLIENT + 64 : 0,
    requestTimeoutMs: defaultEdgeSettings.requestTimeoutMs,
  };
}

function trustProxyOf(value: string | undefined): TrustProxy {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}
