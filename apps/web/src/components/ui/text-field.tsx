import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './text-field.module.css';

/** A labelled text input; `hint` sits under it (described by it), `adornment` at its end. */
export function TextField({
  label,
  hint,
  adornment,
  className,
  id,
  ...props
}: ComponentProps<'input'> & { label: string; hint?: ReactNode; adornment?: ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={styles.input}
          aria-describedby={hint ? hintId : undefined}
          {...props}
        />
        {adornment && <span className={styles.adornment}>{adornment}</span>}
      </div>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** A form's error, read out as soon as it appears. Renders an empty live region when there is none. */
export function FormAlert({ message, testId }: { message: string | null; testId?: string }) {
  return (
    <div role="alert" className={message ? styles.alert : styles.alertEmpty} data-testid={testId}>
      {message}
    </div>
  );
}
