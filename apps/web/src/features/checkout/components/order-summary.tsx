import { type OrderPricing, type OrderType, receiptLines, tipOptionLabel } from '@orderly/domain';
import { useMemo } from 'react';
import { AmountRows } from '../../../components/ui/amount-rows.tsx';
import { ReceiptItems } from '../../../components/ui/receipt-items.tsx';
import styles from './order-summary.module.css';

/** The order's lines and every amount of the preview (the server decides what is charged). */
export function OrderSummary(props: {
  pricing: OrderPricing;
  orderType: OrderType;
  notes: string;
  promoCode: string | null;
  /** Tip buttons; absent when no tip applies (paying in person, guests). */
  tip?: {
    options: number[];
    value: number;
    onChange: (tip: number) => void;
    disabled?: boolean;
    /** A custom amount typed by the diner (absent where only the buttons apply). */
    custom?: { text: string; active: boolean; error: string | null; onChange: (text: string) => void };
  };
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
      {props.tip && (
        <fieldset className={styles.tips} disabled={props.tip.disabled}>
          <legend className={styles.tipsLegend}>Tip</legend>
          <div className={styles.tipOptions}>
            {props.tip.options.map((option, index) => {
              const label = tipOptionLabel(option, pricing.totalBeforeTip);
              const [share, amount] = label.split(' · ');
              const checked =
                !props.tip!.custom?.active && props.tip!.options.indexOf(props.tip!.value) === index;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the 'None' button may equal the first value
                <label key={index} className={styles.tipOption}>
                  <input
                    type="radio"
                    name="tip"
                    value={option}
                    checked={checked}
                    aria-label={label}
                    onChange={() => props.tip!.onChange(option)}
                  />
                  <span aria-hidden="true">
                    {share}
                    {amount && <small className={styles.tipAmount}>{amount}</small>}
                  </span>
                </label>
              );
            })}
          </div>
          {props.tip.custom && (
            <div className={styles.customTip}>
              <label htmlFor="custom-tip" className={styles.customTipLabel}>
                Custom tip ($)
              </label>
              <input
                id="custom-tip"
                className={styles.customTipInput}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                maxLength={9}
                value={props.tip.custom.text}
                aria-invalid={props.tip.custom.error ? true : undefined}
                aria-describedby={props.tip.custom.error ? 'custom-tip-error' : undefined}
                onChange={(event) => props.tip!.custom!.onChange(event.target.value)}
                data-testid="custom-tip"
              />
              {props.tip.custom.error && (
                <p id="custom-tip-error" className={styles.customTipError} role="alert">
                  {props.tip.custom.error}
                </p>
              )}
            </div>
          )}
        </fieldset>
      )}
      <AmountRows amounts={receipt.amounts} label="Order total" />
    </div>
  );
}
