import type { DataOf } from '@orderly/contract';
import { useEffect, useState } from 'react';
import { call } from '../../lib/client.ts';
import { trackingLinks, trackingPath } from '../../lib/tracking-links.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import styles from './platform-home-route.module.css';

/**
 * `/` on a device that has not opened a restaurant yet: the platform's own page, neutral (no
 * restaurant's brand) and with nothing private. It says how diners reach their restaurant, lists
 * the orders placed on this device without an account, and, with the demo, the links the
 * start-up banner prints. Never a 404.
 */
export default function PlatformHomeRoute() {
  useDocumentTitle('Online ordering');
  const [demoLinks, setDemoLinks] = useState<DataOf<'getPlatform'>['demoLinks']>([]);
  const [orders] = useState(() => trackingLinks());
  useEffect(() => {
    const controller = new AbortController();
    call('getPlatform', { signal: controller.signal }).then(
      (data) => setDemoLinks(data.demoLinks),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  return (
    <main className={styles.page} id="main" data-testid="platform-home">
      <div className={styles.card}>
        <h1 className={styles.title}>Online ordering</h1>
        <p className={styles.lead}>
          To order, scan the QR code at your table or open the ordering link your restaurant gave you.
        </p>

        {orders.length > 0 && (
          <section aria-labelledby="home-orders" className={styles.section}>
            <h2 id="home-orders">Your orders on this device</h2>
            <ul className={styles.links}>
              {orders.map((order) => (
                <li key={order.token}>
                  <a href={trackingPath(order.token)}>Track order #{order.orderNumber}</a>
                </li>
              ))}
            </ul>
          </section>
        )}

        {demoLinks.length > 0 && (
          <section aria-labelledby="home-demo" className={styles.section} data-testid="demo-links">
            <h2 id="home-demo">Try the demo restaurant</h2>
            <ul className={styles.links}>
              {demoLinks.map((link) => (
                <li key={link.path}>
                  <a href={link.path}>{link.label}</a>
                </li>
              ))}
            </ul>
          </section>
        )}

        <p className={styles.staff}>
          Restaurant staff: <a href="/staff">open the staff app</a>
        </p>
      </div>
    </main>
  );
}
