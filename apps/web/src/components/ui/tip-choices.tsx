import { type Cents, tipOptionLabel } from '@orderly/domain';
import styles from './tip-choices.module.css';

/** The tip as a diner chooses it: the restaurant's buttons, and a typed amount where one applies. */
export interface TipChoicesProps {
  options: number[];
  value: number;
  onChange: (tip: number) => void;
  /** What the tip is a share of: each button shows its amount on it. */
  totalBeforeTip: Cents;
  disabled?: boolean;
  /** A custom amount typed by the diner (absent where only the buttons apply). */
  custom?: { text: string; active: boolean; error: string | null; onChange: (text: string) => void };
  /** The radio group's name and the custom field's id, when two could share a page. */
  name?: string;
}

/** Tip buttons (None, then the restaurant's shares with their amounts) and the custom tip field. */
export function TipChoices(props: TipChoicesProps) {
  const name = props.name ?? 'tip';
  const customId = `custom-${name}`;
  return (
    <fieldset className={styles.tips} disabled={props.disabled}>
      <legend className={styles.tipsLegend}>Tip</legend>
      <div className={styles.tipOptions}>
        {props.options.map((option, index) => {
          const label = tipOptionLabel(option, props.totalBeforeTip);
          const [share, amount] = label.split(' · ');
          const checked = !props.custom?.active && props.options.indexOf(props.value) === index;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the 'None' button may equal the first value
            <label key={index} className={styles.tipOption}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                aria-label={label}
                onChange={() => props.onChange(option)}
              />
              <span aria-hidden="true">
                {share}
                {amount && <small className={styles.tipAmount}>{amount}</small>}
              </span>
            </label>
          );
        })}
      </div>
      {props.custom && (
        <div className={styles.customTip}>
          <label htmlFor={customId} className={styles.customTipLabel}>
            Custom tip ($)
          </label>
          <input
            id={customId}
            className={styles.customTipInput}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            maxLength={9}
            value={props.custom.text}
            aria-invalid={props.custom.error ? true : undefined}
            aria-describedby={props.custom.error ? `${customId}-error` : undefined}
            onChange={(event) => props.custom!.onChange(event.target.value)}
            data-testid={customId}
          />
          {props.custom.error && (
            <p id={`${customId}-error`} className={styles.customTipError} role="alert">
              {props.custom.error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
