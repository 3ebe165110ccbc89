import { busyNotice, closedNotice, type OrderType } from '@orderly/domain';
import { ClockIcon } from '../../components/ui/icons.tsx';
import type { PublicSettings } from '../../features/restaurant/api/get-location.ts';
import { useServerNow } from '../../lib/client.ts';
import styles from './busy-banner.module.css';

/**
 * While staff have busy mode on, diners read it before they order, on every page ('Busy right
 * now: ready in about 45 min', or 'Busy right now: ordering for later only'); it goes by itself at
 * its end (the server's clock) and at once when staff end it (the location topic). Not while the
 * closed banner shows.
 */
export function BusyBanner({ settings, orderType }: { settings: PublicSettings; orderType: OrderType }) {
  const now = useServerNow(1000);
  if (closedNotice(settings, now, orderType)) return null;
  const notice = busyNotice({ settings, now, orderType });
  if (!notice) return null;
  return (
    <div className={styles.banner} role="status" data-testid="busy-banner">
      <ClockIcon width={20} height={20} />
      <p>
        <strong>{notice}</strong>
      </p>
    </div>
  );
}
