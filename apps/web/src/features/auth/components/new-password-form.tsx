import { limits, newPasswordProblem } from '@orderly/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/text-field.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmPasswordReset } from '../api/reset-password.ts';
import styles from './login-flow.module.css';

/** The e-mailed reset link's form: a new password for the account. */
export function NewPasswordForm(props: { token: string; logo?: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const { message } = await confirmPasswordReset(props.token, password);
      notifySuccess(message);
      props.onDone();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  };

  return (
    <div className={styles.card}>
      {props.logo && <img src={props.logo} alt="" width={72} height={72} className={styles.logo} />}
      <h1 className={styles.heading}>Choose a new password</h1>
      <p className={styles.lead}>Then log in with it.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          maxLength={limits.passwordMaxLength}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
        />
        <FormAlert message={error} testId="new-password-error" />
        <Button type="submit" block disabled={busy} aria-busy={busy}>
          {busy ? 'SAVING...' : 'SAVE PASSWORD'}
        </Button>
      </form>
    </div>
  );
}
