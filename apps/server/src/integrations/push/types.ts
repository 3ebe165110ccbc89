/**
 * Web Push (decision 0091): a notification sent to a browser through its push service (RFC 8030),
 * signed with the server's VAPID key (RFC 8292) and encrypted for the browser (RFC 8291).
 */

/** What a browser's PushSubscription gives (its JSON): where to send, and the keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
  p256dh: string;
  /** The browser's auth secret, base64url (16 bytes). */
  auth: string;
}

/** What the service worker shows (apps/web/public/push-worker.js reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap leads, a path on the site the diner used (the service worker adds its own origin). */
  path: string;
  /** One notification per order and kind: a resend replaces it rather than showing it twice. */
  tag: string;
  /** The order's restaurant and number, so the worker can open a guest's own tracking link. */
  restaurantId: string;
  orderNumber: number;
}

export interface PushSender {
  readonly kind: 'web-push';
  /** The VAPID public key (base64url) browsers subscribe with. */
  publicKey(): Promise<string>;
  /** Sends one message; a refusal is a PushError (`gone` when the browser dropped the subscription). */
  send(target: PushTarget, message: PushMessage, options?: { ttlSeconds?: number }): Promise<void>;
}

/** The push service refused or could not be reached; the details are for the log. */
export class PushError extends Error {
  constructor(
    /** The push service's HTTP status, or null when it gave none (network, time-out). */
    readonly statusCode: number | null,
    readonly detail: string,
  ) {
    super(`Push failed${statusCode ? ` (${statusCode})` : ''}: ${detail}`);
    this.name = 'PushError';
  }

  /** 404 or 410: the subscription is no more (RFC 8030 §7.3); it is removed, never tried again. */
  get gone(): boolean {
    return this.statusCode === 404 || this.statusCode === 410;
  }

  /** A 4xx other than a rate limit: trying again sends the same refused request. */
  get final(): boolean {
    return (
      this.statusCode !== null && this.statusCode >= 400 && this.statusCode < 500 && this.statusCode !== 429
    );
  }
}

/** The server's VAPID identity. */
export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  /** A contact for the push services: mailto: or https:. */
  subject: string;
}
