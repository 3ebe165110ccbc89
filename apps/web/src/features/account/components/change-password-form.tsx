import { limits, reauthenticationMessages, validatePasswordChange } from '@orderly/domain';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/client.ts';
import { changePassword } from '../api/change-password.ts';
import styles from './account-forms.module.css';

/** Sentences about the current password (the rest are about the new one). */
const aboutCurrent = new Set<string>([
  reauthenticationMessages.currentPasswordEmpty,
  reauthenticationMessages.currentPasswordWrong,
]);

/**
 * The signed-in person's new password: the current one first (the server counts wrong ones with
 * sign-in attempts), then a new one by the sign-up rule. Focus goes to the field an error is about,
 * and to the result once changed.
 */
export function ChangePasswordForm(props: { done: ReactNode }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currentField = useRef<HTMLInputElement>(null);
  const nextField = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (changed) result.current?.focus();
  }, [changed]);

  const refuse = (message: string, aboutCurrentPassword: boolean) => {
    setError(message);
    (aboutCurrentPassword ? currentField : nextField).current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange({ currentPassword: current, newPassword: next });
    if (problem) return refuse(problem, aboutCurrent.has(problem));
    setBusy(true);
    setError(null);
    try {
      const { message } = await changePassword(current, next);
      setChanged(message);
    } catch (caught) {
      setBusy(false);
      const message = caught instanceof Error ? caught.message : String(caught);
      const status = caught instanceof ApiError ? caught.status : 0;
      refuse(message, aboutCurrent.has(message) || status === 429);
    }
  };

  if (changed) {
    return (
      <div ref={result} tabIndex={-1} role="status" className={styles.result} data-testid="password-changed">
        <p className={styles.resultTitle}>{changed}</p>
        <p>Every other device signed in to your account was signed out. We sent you an e-mail about it.</p>
        {props.done}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={currentField}
        label="Current password"
        type="password"
        name="current-password"
        autoComplete="current-password"
        maxLength={limits.passwordMaxLength}
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        autoFocus
      />
      <TextField
        ref={nextField}
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        maxLength={limits.passwordMaxLength}
        value={next}
        onChange={(event) => setNext(event.target.value)}
        hint="At least 8 characters. Not a common password, nor your name or e-mail."
      />
      <FormAlert message={error} testId="change-password-error" />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? 'SAVING...' : 'CHANGE PASSWORD'}
      </Button>
    </form>
  );
}
