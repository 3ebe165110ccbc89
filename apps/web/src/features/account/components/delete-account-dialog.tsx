import { messages } from '@orderly/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/text-field.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { deactivateUser } from '../api/deactivate-user.ts';
import styles from './account-menu.module.css';

/** Asks before deleting the account; once deleted the caller signs the user out. */
export function DeleteAccountDialog(props: { userId: string; onClose: () => void; onDeleted: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deactivateUser(props.userId);
      notifySuccess(messages.userAccountDeleted);
      props.onDeleted();
    } catch {
      setError(messages.accountDeleteFailed);
      setBusy(false);
    }
  };

  return (
    <Dialog title="Delete account?" onClose={props.onClose}>
      <div className={styles.dialogBody}>
        <p>
          Your name, phone, saved card, delivery details and reward points will be deleted and you will be
          logged out. This cannot be undone.
        </p>
        <FormAlert message={error} />
        <div className={styles.dialogButtons}>
          <Button variant="secondary" onClick={props.onClose} disabled={busy}>
            CANCEL
          </Button>
          <Button className={styles.danger} onClick={confirm} disabled={busy} aria-busy={busy}>
            DELETE ACCOUNT
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
