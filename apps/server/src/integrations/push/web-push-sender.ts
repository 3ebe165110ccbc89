import webpush from 'web-push';
import type { FetchLike } from '../fetch.ts';
import {
  PushError,
  type PushMessage,
  type PushSender,
  type PushTarget,
  type VapidIdentity,
} from './types.ts';

/** How long a push service may take to answer. */
const TIMEOUT_MS = 15_000;
/** How long a push service keeps a message for a browser that is offline (a notice is stale after a day). */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * The real adapter: the `web-push` library signs (VAPID, ES256) and encrypts (aes128gcm) the
 * request, and it is sent with `fetch` (the library's own sender speaks https only; tests point a
 * subscription at a local http endpoint). Development uses it too: the browser's push service is
 * what it talks to, nothing runs on this machine.
 */
export class WebPushSender implements PushSender {
  readonly kind = 'web-push' as const;
  private identity: Promise<VapidIdentity> | null = null;

  constructor(
    private readonly options: {
      /** The server's VAPID keys (read once, on first use: from the environment or the database). */
      identity: () => Promise<VapidIdentity>;
      fetch?: FetchLike;
    },
  ) {}

  private vapid(): Promise<VapidIdentity> {
    this.identity ??= this.options.identity().catch((error: unknown) => {
      this.identity = null;
      throw error;
    });
    return this.identity;
  }

  async publicKey(): Promise<string> {
    return (await this.vapid()).publicKey;
  }

  async send(target: PushTarget, message: PushMessage, options: { ttlSeconds?: number } = {}): Promise<void> {
    const vapid = await this.vapid();
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: vapid,
        TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    const send = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await send(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PushError(null, error instanceof Error ? error.message : String(error));
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new PushError(response.status, text.slice(0, 300) || response.statusText);
  }
}
