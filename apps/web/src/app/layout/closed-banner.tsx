import { closedNotice, type OrderType } from '@orderly/domain';
import { ClockIcon } from '../../components/ui/icons.tsx';
import type { PublicSettings } from '../../features/restaurant/api/get-location.ts';
import { useServerNow } from '../../lib/client.ts';
import styles from './closed-banner.module.css';

/**
 * Shown while the store is closed ('Sorry, ordering is currently closed.' while ordering is paused
 * within the hours); re-evaluated every second on the server's clock.
 */
export function ClosedBanner({ settings, orderType }: { settings: PublicSettings; orderType: OrderType }) {
  const now = useServerNow(1000);
  const notice = closedNotice(settings, now, orderType);
  if (!notice) return null;
  return (
    <div className={styles.banner} role="status" data-testid="closed-banner">
      <ClockIcon width={20} height={20} />
      <p>
        <strong>{notice}</strong> <span>You can still browse the menu.</span>
      </p>
    </div>
  );
}
