import { Dialog } from '../../../components/ui/dialog.tsx';
import styles from './modal.module.css';
import { useOrderTime } from './order-time-route.tsx';

/** /order_time on desktop: a dialog over the checkout. */
export default function OrderTimeModalRoute() {
  const { picker, close } = useOrderTime();
  return (
    <Dialog title="Order Time" onClose={close}>
      <div className={styles.body}>{picker}</div>
    </Dialog>
  );
}
