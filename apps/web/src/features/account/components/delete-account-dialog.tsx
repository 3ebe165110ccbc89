import { limits, messages, reauthenticationMessages } from '@orderly/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { deactivateUser } from '../api/deactivate-user.ts';
import styles from './account-menu.module.css';

/**
 * Asks before deleting the account, with the password again (a session left open on a shared
 * device deletes nothing); once deleted the caller signs the user out.
 */
export function DeleteAccountDialog(props: { userId: string; onClose: () => void; onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(reauthenticationMessages.deletePasswordEmpty);
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deactivateUser(props.userId, password);
      notifySuccess(messages.userAccountDeleted);
      props.onDeleted();
    } catch (caught) {
      // The server's sentence for a wrong password or too many attempts; ours for anything else.
      const told = caught instanceof ApiError && caught.status >= 400 && caught.status < 500;
      setError(told ? caught.message : messages.accountDeleteFailed);
      setBusy(false);
      field.current?.focus();
    }
  };

  return (
    <Dialog title="Delete account?" onClose={props.onClose}>
      <form className={styles.dialogBody} onSubmit={confirm} noValidate>
        <p>
          Your name, phone, saved card, delivery details and reward points will be deleted and you will be
          logged out. This cannot be undone.
        </p>
        <TextField
          ref={field}
          label="Your password"
          hint="To be sure it is you."
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={limits.passwordMaxLength}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
        <FormAlert message={error} testId="delete-account-error" />
        <div className={styles.dialogButtons}>
          <Button type="button" variant="secondary" onClick={props.onClose} disabled={busy}>
            CANCEL
          </Button>
          <Button type="submit" className={styles.danger} disabled={busy} aria-busy={busy}>
            DELETE ACCOUNT
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
