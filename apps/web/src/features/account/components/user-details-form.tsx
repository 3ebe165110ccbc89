import {
  limits,
  messages,
  normaliseUserDetails,
  PHONE_TEXT_MAX_LENGTH,
  validateUserInfoChange,
} from '@orderly/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/text-field.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { updateUserInfo } from '../api/update-user-info.ts';
import styles from './account-forms.module.css';

/** Name (max 28) and, unless dining in, a 10-digit phone (SPEC.md section 5, user details screen). */
export function UserDetailsForm(props: {
  email: string;
  name: string;
  phoneNumber: string;
  isDineIn: boolean;
  onSaved: () => void;
}) {
  const [name, setName] = useState(props.name);
  const [phone, setPhone] = useState(props.phoneNumber);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, phoneNumber: phone, isDineIn: props.isDineIn };
    const problem = validateUserInfoChange(input);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await updateUserInfo({ ...normaliseUserDetails(input), isDineIn: props.isDineIn });
      notifySuccess(messages.userDetailsSaved);
      props.onSaved();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Email" value={props.email} readOnly hint="Your e-mail is your login." />
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={limits.nameMaxLength}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {!props.isDineIn && (
        <TextField
          label="Phone"
          type="tel"
          name="phone"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="7783334444"
          maxLength={PHONE_TEXT_MAX_LENGTH}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          hint="10 digits, so the restaurant can reach you about your order."
        />
      )}
      <FormAlert message={error} testId="user-details-error" />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? 'SAVING...' : 'SAVE'}
      </Button>
    </form>
  );
}
