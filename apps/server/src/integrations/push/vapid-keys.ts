import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { vapidKeys } from '../../db/schema.ts';
import type { VapidIdentity } from './types.ts';

/**
 * The server's VAPID key pair (decision 0091): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set,
 * otherwise the pair in the database, made by the first instance that needs one (insert, or keep
 * what another instance wrote first, then read): every instance on one database signs as the same
 * server, and a restart keeps the browsers' subscriptions valid.
 */
export async function resolveVapidKeys(
  db: Db,
  configured: { publicKey?: string | undefined; privateKey?: string | undefined; subject: string },
): Promise<VapidIdentity> {
  if (configured.publicKey && configured.privateKey)
    return {
      publicKey: configured.publicKey,
      privateKey: configured.privateKey,
      subject: configured.subject,
    };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing();
  const [kept] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  if (!kept) throw new Error('The VAPID keys could not be kept');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: configured.subject };
}

/** Push services this server sends to (a subscription elsewhere is refused: no requests to strangers' hosts). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera
  'push.services.mozilla.com', // Firefox (updates.push.services.mozilla.com)
  'push.apple.com', // Safari (web.push.apple.com)
  'notify.windows.com', // Edge on Windows (*.notify.windows.com)
];

/** Whether an endpoint is a known push service's https address. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
