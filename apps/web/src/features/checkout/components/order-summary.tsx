import { type OrderPricing, type OrderType, receiptLines } from '@orderly/domain';
import { useMemo } from 'react';
import { AmountRows } from '../../../components/ui/amount-rows.tsx';
import { ReceiptItems } from '../../../components/ui/receipt-items.tsx';
import { TipChoices, type TipChoicesProps } from '../../../components/ui/tip-choices.tsx';
import styles from './order-summary.module.css';

/** The order's lines and every amount of the preview (the server decides what is charged). */
export function OrderSummary(props: {
  pricing: OrderPricing;
  orderType: OrderType;
  notes: string;
  promoCode: string | null;
  /** Tip buttons; absent when no tip applies (paying in person, guests). */
  tip?: Omit<TipChoicesProps, 'totalBeforeTip'>;
}) {
  const { pricing, orderType, promoCode } = props;
  const tipOffered = Boolean(props.tip);
  const receipt = useMemo(
    () => receiptLines({ ...pricing, orderType, promoCode }, { tipOffered }),
    [pricing, orderType, promoCode, tipOffered],
  );

  return (
    <div className={styles.summary}>
      <ReceiptItems items={receipt.items} label="Items" testId="summary-line" />
      {props.notes.trim() !== '' && (
        <p className={styles.notes}>
          <span className={styles.notesLabel}>Special Requests:</span> {props.notes}
        </p>
      )}
      {props.tip && <TipChoices {...props.tip} totalBeforeTip={pricing.totalBeforeTip} />}
      <AmountRows amounts={receipt.amounts} label="Order total" />
    </div>
  );
}
