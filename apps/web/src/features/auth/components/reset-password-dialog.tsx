import { limits, successMessages, validatePasswordReset } from '@orderly/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert, TextField } from '../../../components/ui/text-field.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { requestPasswordReset } from '../api/reset-password.ts';
import styles from './login-flow.module.css';

/** Forgot Password: e-mails a link to choose a new password. */
export function ResetPasswordDialog(props: { initialEmail: string; onClose: () => void }) {
  const [email, setEmail] = useState(props.initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordReset(email);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      notifySuccess(successMessages.passwordResetSent(email.trim().toLowerCase()));
      props.onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  };

  return (
    <Dialog title="Reset Password" onClose={props.onClose}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <p className={styles.lead}>We will e-mail you a link to choose a new password.</p>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={limits.emailMaxLength}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
        />
        <FormAlert message={error} testId="reset-error" />
        <Button type="submit" block disabled={busy} aria-busy={busy}>
          RESET
        </Button>
      </form>
    </Dialog>
  );
}
