import { formatMoney, type OrderLine, type OrderPricing, type OrderType } from '@orderly/domain';
import { type AmountRow, AmountRows } from '../../../components/ui/amount-rows.tsx';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import styles from './order-summary.module.css';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The order's lines and every amount of the preview (the server decides what is charged). */
export function OrderSummary(props: {
  pricing: OrderPricing;
  orderType: OrderType;
  notes: string;
  promoCode: string | null;
  /** Tip buttons; absent when no tip applies (paying in person, guests). */
  tip?: { options: number[]; value: number; onChange: (tip: number) => void };
}) {
  const { pricing } = props;
  const rows: AmountRow[] = [{ label: 'Subtotal', value: formatMoney(pricing.subTotal), testId: 'subtotal' }];
  if (pricing.rewardsDiscount > 0)
    rows.push({ label: 'Rewards', value: formatMoney(-pricing.rewardsDiscount), emphasis: 'discount' });
  if (pricing.firstOrderDiscountAmount > 0)
    rows.push({
      label: 'First order discount',
      value: formatMoney(-pricing.firstOrderDiscountAmount),
      emphasis: 'discount',
    });
  if (pricing.pickupDiscountAmount > 0)
    rows.push({
      label: 'Pickup discount',
      value: formatMoney(-pricing.pickupDiscountAmount),
      emphasis: 'discount',
    });
  if (pricing.promoDiscountAmount > 0)
    rows.push({
      label: `Promo code${props.promoCode ? ` (${props.promoCode})` : ''}`,
      value: formatMoney(-pricing.promoDiscountAmount),
      emphasis: 'discount',
      testId: 'promo-discount',
    });
  if (props.orderType === 'Delivery')
    rows.push({ label: 'Delivery fee', value: formatMoney(pricing.deliveryFee), testId: 'delivery-fee' });
  rows.push({ label: 'Tax', value: formatMoney(pricing.taxAmount), testId: 'tax' });
  if (pricing.bagFeeAmount > 0) rows.push({ label: 'Bag fee', value: formatMoney(pricing.bagFeeAmount) });
  if (pricing.depositAmount > 0) rows.push({ label: 'Deposit', value: formatMoney(pricing.depositAmount) });
  if (props.tip) rows.push({ label: 'Tip', value: formatMoney(pricing.tipAmount), testId: 'tip' });
  rows.push({ label: 'Total', value: formatMoney(pricing.total), emphasis: 'total', testId: 'total' });

  return (
    <div className={styles.summary}>
      <ul className={styles.lines} aria-label="Items">
        {pricing.lines.map((line) => (
          <li key={lineId(line)} className={styles.line} data-testid="summary-line">
            <span className={styles.count}>{line.count}×</span>
            <span className={styles.text}>
              <span className={styles.name}>{line.name}</span>
              {line.choices.length > 0 && (
                <span className={styles.choices}>{line.choices.map((choice) => choice.name).join(', ')}</span>
              )}
            </span>
            <span className={styles.price}>{formatMoney(line.totalPrice)}</span>
          </li>
        ))}
        {pricing.rewards.map((reward) => (
          <li key={reward.rewardId} className={styles.line}>
            <span className={styles.count}>{reward.count}×</span>
            <span className={styles.text}>
              <span className={styles.name}>
                <GiftIcon width={16} height={16} className={styles.gift} /> {reward.name}
              </span>
            </span>
            <span className={styles.price}>
              {reward.productId ? 'FREE' : formatMoney(-reward.totalDiscountSubtotal)}
            </span>
          </li>
        ))}
      </ul>
      {props.notes.trim() !== '' && (
        <p className={styles.notes}>
          <span className={styles.notesLabel}>Special Requests:</span> {props.notes}
        </p>
      )}
      {props.tip && (
        <fieldset className={styles.tips}>
          <legend className={styles.tipsLegend}>Tip</legend>
          <div className={styles.tipOptions}>
            {props.tip.options.map((option, index) => {
              const label = option === 0 ? 'None' : percent(option);
              const checked = props.tip!.options.indexOf(props.tip!.value) === index;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the 'None' button may equal the first value
                <label key={index} className={styles.tipOption}>
                  <input
                    type="radio"
                    name="tip"
                    value={option}
                    checked={checked}
                    onChange={() => props.tip!.onChange(option)}
                  />
                  <span>{label}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <AmountRows rows={rows} label="Order total" />
    </div>
  );
}

/** Lines of the same product differ by their choices. */
function lineId(line: OrderLine): string {
  return [line.productId, ...line.choices.map((choice) => `${choice.modifierId}/${choice.id}`)].join('|');
}
