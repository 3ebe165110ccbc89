import {
  ASAP_SLOT,
  type OrderType,
  offeredTimeSlots,
  type Pacing,
  pacedAsapMinutes,
  type TimeSlot,
} from '@orderly/domain';
import { CheckIcon, ClockIcon } from '../../../components/ui/icons.tsx';
import type { PublicSettings } from '../../restaurant/api/get-location.ts';
import styles from './order-time-picker.module.css';

/**
 * ASAP or a 15-minute slot today or tomorrow, as the domain offers them for the order type
 * (delivery hours and the zone's delivery time for Delivery): only times the server takes now.
 * With capacity pacing, full windows are left out and ASAP says the first time with room.
 */
export function OrderTimePicker(props: {
  settings: PublicSettings;
  orderType: OrderType;
  deliveryTime?: number;
  now: Date;
  value: string;
  onChoose: (value: string) => void;
  pacing?: Pacing | null;
}) {
  const { settings, orderType, now, pacing } = props;
  const slots = offeredTimeSlots({ settings, now, orderType, deliveryTime: props.deliveryTime, pacing });
  const asapMinutes = pacedAsapMinutes({
    settings,
    now,
    orderType,
    deliveryTime: props.deliveryTime,
    pacing,
  });
  const asap = slots[0]?.value === ASAP_SLOT.value;
  const later = asap ? slots.length - 1 : slots.length;
  const current = slots.some((slot) => slot.value === props.value) ? props.value : slots[0]?.value;
  const groups: { title: string; slots: TimeSlot[] }[] = [
    { title: 'Today', slots: slots.filter((slot) => slot.day === 'today') },
    { title: 'Tomorrow', slots: slots.filter((slot) => slot.day === 'tomorrow') },
  ];

  const option = (slot: TimeSlot, label: string, hint?: string) => (
    <li key={slot.value}>
      <button
        type="button"
        className={styles.option}
        aria-pressed={slot.value === current}
        onClick={() => props.onChoose(slot.value)}
        data-testid="time-slot"
        data-slot={slot.value}
      >
        <span className={styles.label}>
          {label}
          {hint && <span className={styles.hint}>{hint}</span>}
        </span>
        {slot.value === current && <CheckIcon width={20} height={20} />}
      </button>
    </li>
  );

  return (
    <div className={styles.picker} data-testid="order-time-picker">
      {asap && (
        <ul className={styles.asap}>{option(ASAP_SLOT, 'ASAP', `Ready in about ${asapMinutes} min`)}</ul>
      )}
      {groups.map(
        (group) =>
          group.slots.length > 0 && (
            <section key={group.title} aria-label={group.title} className={styles.group}>
              <h2 className={styles.groupTitle}>
                <ClockIcon width={18} height={18} />
                {group.title}
              </h2>
              <ul className={styles.grid}>{group.slots.map((slot) => option(slot, slot.label))}</ul>
            </section>
          ),
      )}
      {later === 0 && (
        <p className={styles.none}>
          {asap ? 'No later times are available right now.' : 'No times are available right now.'}
        </p>
      )}
    </div>
  );
}
