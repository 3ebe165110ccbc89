import { formatExpiry, limits, messages, normaliseCard, type SavedCard, validateCard } from '@orderly/domain';
import { type FormEvent, useState } from 'react';
import { LockIcon } from '../../../components/ui/account-icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/text-field.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { getPaymentsConfig, saveCard, tokenizeCard } from '../api/card-api.ts';
import { noteCardSaved } from '../card-saves.ts';
import styles from './card-form.module.css';

const digits = (value: string) => value.replace(/\D/g, '');
/** '4242424242424242' -> '4242 4242 4242 4242' (19 characters at most). */
const groupsOfFour = (value: string) =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .slice(0, limits.cardNumberMaxLength);

/**
 * The card form (SPEC.md section 5): number in groups of 4, MM/YY expiry, CVC and postal code.
 * The card is tokenized at the provider in the browser, then the token is saved with the user.
 */
export function CardForm(props: { hasCard: boolean; onSaved: (card: SavedCard) => void }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const form = { number, expiry, cvc, postalCode };
    const problem = validateCard(form);
    if (problem) return setError(problem);
    setSaving(true);
    setError(null);
    try {
      const card = normaliseCard(form);
      const token = await tokenizeCard(await getPaymentsConfig(), card);
      const saved = await saveCard({
        cardToken: token.id,
        postalCode: card.address_zip,
        replace: props.hasCard,
      });
      noteCardSaved();
      notifySuccess(messages.cardSaved);
      props.onSaved(saved.card);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : messages.cardSaveFailed);
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={props.hasCard ? 'Replace card' : 'Add a card'}
    >
      <TextField
        label="Card number"
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        maxLength={limits.cardNumberMaxLength}
        value={number}
        onChange={(event) => setNumber(groupsOfFour(event.target.value))}
      />
      <div className={styles.row}>
        <TextField
          label="Expiry (MM/YY)"
          name="exp-date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
        />
        <TextField
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(event) => setCvc(digits(event.target.value))}
        />
      </div>
      <TextField
        label="Postal code"
        name="postal-code"
        autoComplete="postal-code"
        placeholder="V6B 1A1"
        maxLength={7}
        value={postalCode}
        onChange={(event) => setPostalCode(event.target.value.toUpperCase().replace(/[^A-Z0-9 ]/g, ''))}
      />
      <FormAlert message={error} testId="card-error" />
      <Button type="submit" block disabled={saving} aria-busy={saving}>
        {saving ? 'SAVING...' : 'SAVE CARD'}
      </Button>
      <p className={styles.secure}>
        <LockIcon width={16} height={16} />
        Your card is sent securely to our payment provider, never stored by the restaurant.
      </p>
    </form>
  );
}
