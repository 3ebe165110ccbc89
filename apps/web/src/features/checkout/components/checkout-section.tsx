import { type ReactNode, useId } from 'react';
import styles from './checkout-section.module.css';

/** One section of the checkout: an icon, a title, what is chosen and an optional edit control. */
export function CheckoutSection(props: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  /** The edit control's visible word ('Edit', 'Change', 'Add'). */
  actionLabel?: string;
  onAction?: () => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={props.testId}>
      <span className={styles.icon} aria-hidden="true">
        {props.icon}
      </span>
      <h2 id={id} className={styles.title}>
        {props.title}
      </h2>
      {props.onAction && (
        <button type="button" className={styles.action} onClick={props.onAction}>
          {props.actionLabel ?? 'Edit'}
          <span className="visually-hidden"> {props.title}</span>
        </button>
      )}
      <div className={styles.content}>{props.children}</div>
    </section>
  );
}

/** Two or more exclusive options shown as a segmented control (native radios underneath). */
export function Segmented<T extends string>(props: {
  name: string;
  legend: string;
  options: { value: T; label: string }[];
  value: T | '';
  onChange: (value: T) => void;
  /** The id of a text that says more about the choice. */
  describedBy?: string;
}) {
  return (
    <fieldset className={styles.segmented} aria-describedby={props.describedBy}>
      <legend className="visually-hidden">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
