import { DineInIcon, PinIcon } from '../../../components/ui/icons.tsx';
import { useRestaurant } from '../../restaurant/components/restaurant-provider.tsx';
import { CheckoutSection } from '../components/checkout-section.tsx';
import styles from './checkout.module.css';

/** The location ordered from, with a way to another one (several locations, not at a table). */
export function LocationSection({ onChange }: { onChange: () => void }) {
  const { settings, locations } = useRestaurant();
  const location = locations.find((candidate) => candidate.id === settings.locationId);
  return (
    <CheckoutSection
      title="Location"
      icon={<PinIcon />}
      actionLabel="Change"
      onAction={onChange}
      testId="section-location"
    >
      <p className={styles.strong}>{settings.locationName}</p>
      {location && <p className={styles.muted}>{location.address}</p>}
    </CheckoutSection>
  );
}

/** The table a dine-in order is brought to. */
export function TableSection({ tableId }: { tableId: string | null }) {
  const { menu } = useRestaurant();
  const table = menu.tables.find((candidate) => candidate.id === tableId);
  return (
    <CheckoutSection title="Table" icon={<DineInIcon />} testId="section-table">
      <p className={styles.strong}>Table {table?.tableNumber ?? '–'}</p>
      <p className={styles.muted}>We'll bring your order to your table.</p>
    </CheckoutSection>
  );
}
