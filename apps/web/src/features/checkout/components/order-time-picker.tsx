import {
  ASAP_SLOT,
  type OffMenuLine,
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
 * (delivery hours and the zone's delivery time for Delivery): only times the server takes now. A
 * time whose menus leave out something in the cart says so on its button, and each day says when
 * those products are served. With capacity pacing, full windows are left out and ASAP says the
 * first time with room (decision 0077).
 */
export function OrderTimePicker(props: {
  settings: PublicSettings;
  orderType: OrderType;
  deliveryTime?: number;
  now: Date;
  value: string;
  onChoose: (value: string) => void;
  /** The cart's lines the menus open at a time ('ASAP': now) do not offer. */
  offMenuAt?: (value: string) => OffMenuLine[];
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
  const offMenu = new Map(slots.map((slot) => [slot.value, props.offMenuAt?.(slot.value) ?? []]));
  const groups = [
    { title: 'Today', slots: slots.filter((slot) => slot.day === 'today') },
    { title: 'Tomorrow', slots: slots.filter((slot) => slot.day === 'tomorrow') },
  ].map((group) => ({
    ...group,
    // When the products some of its times leave out are served that day, each said once.
    served: [
      ...new Set(group.slots.flatMap((slot) => offMenu.get(slot.value)?.map((line) => line.served) ?? [])),
    ].filter((text): text is string => text !== null),
  }));

  const option = (slot: TimeSlot, label: string, hint?: string) => {
    const off = offMenu.get(slot.value) ?? [];
    return (
      <li key={slot.value}>
        <button
          type="button"
          className={off.length > 0 ? `${styles.option} ${styles.offMenu}` : styles.option}
          aria-pressed={slot.value === current}
          onClick={() => props.onChoose(slot.value)}
          data-testid="time-slot"
          data-slot={slot.value}
        >
          <span className={styles.label}>
            {label}
            {hint && <span className={styles.hint}>{hint}</span>}
            {off.length > 0 && (
              <span className={styles.offMenuHint} data-testid="slot-off-menu">
                {off.length === 1 ? `No ${off[0]!.name}` : `${off.length} items not served`}
              </span>
            )}
          </span>
          {slot.value === current && <CheckIcon width={20} height={20} />}
        </button>
      </li>
    );
  };

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
              {group.served.map((text) => (
                <p key={text} className={styles.served} data-testid="menu-served">
                  {text}
                </p>
              ))}
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
