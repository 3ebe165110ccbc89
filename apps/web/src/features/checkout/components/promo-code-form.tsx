import { type FormEvent, useState } from 'react';
import { PencilIcon } from './pencil-icon.tsx';
import styles from './promo-code-form.module.css';

/** Enter a promo code, or see the applied one with the edit icon that removes it. */
export function PromoCodeForm(props: {
  applied: { code: string; description: string } | null;
  busy: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(code.trim());
  };
  if (props.applied) {
    return (
      <div className={styles.applied} data-testid="promo-applied">
        <span className={styles.code}>{props.applied.code}</span>
        <span className={styles.description}>{props.applied.description}</span>
        <button
          type="button"
          className={styles.edit}
          onClick={props.onRemove}
          disabled={props.busy}
          aria-label={`Remove promo code ${props.applied.code}`}
          data-testid="promo-remove"
        >
          <PencilIcon />
        </button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor="promo-code" className="visually-hidden">
        Promo code
      </label>
      <input
        id="promo-code"
        className={styles.input}
        value={code}
        maxLength={64}
        autoCapitalize="characters"
        autoComplete="off"
        placeholder="Enter a promo code"
        onChange={(event) => setCode(event.target.value)}
        aria-describedby="promo-error"
        aria-invalid={props.error ? true : undefined}
      />
      <button type="submit" className={styles.apply} disabled={props.busy} aria-busy={props.busy}>
        {props.busy ? 'APPLYING…' : 'APPLY'}
      </button>
      <p id="promo-error" className={styles.error} role="alert" data-testid="promo-error">
        {props.error}
      </p>
    </form>
  );
}
