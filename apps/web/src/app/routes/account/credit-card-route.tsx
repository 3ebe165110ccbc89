import { messages } from '@orderly/domain';
import { useState } from 'react';
import { TrashIcon } from '../../../components/ui/account-icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSignedInUser } from '../../../features/auth/use-current-user.ts';
import { deleteCard } from '../../../features/payment-card/api/card-api.ts';
import { CardForm } from '../../../features/payment-card/components/card-form.tsx';
import { SavedCard } from '../../../features/payment-card/components/saved-card.tsx';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import styles from './account.module.css';
import { useFinish } from './use-finish.ts';

/** /credit_card and /credit_card/{nextRoute}: the saved card, and the form to add or replace it. */
export default function CreditCardRoute() {
  const { settings } = useRestaurant();
  const { user, refresh } = useSignedInUser();
  const finish = useFinish();
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(`Credit / Debit Card · ${settings.name}`);
  const card = user.payment?.card ?? null;

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteCard();
      notifySuccess(messages.cardDeleted);
      await refresh();
    } catch {
      notifyError(messages.cardDeleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader title="Credit / Debit Card" fallback="/user" />
      <div className={styles.narrow}>
        {card && (
          <section className={`${styles.card} ${styles.savedCard}`} aria-labelledby="saved-card-title">
            <h2 id="saved-card-title" className={styles.sectionTitle}>
              Saved card
            </h2>
            <SavedCard card={card} />
            <Button variant="danger" className={styles.deleteButton} onClick={remove} disabled={deleting}>
              <TrashIcon width={18} height={18} />
              Delete card
            </Button>
          </section>
        )}
        <section className={styles.card} aria-labelledby="card-form-title">
          <h2 id="card-form-title" className={styles.sectionTitle}>
            {card ? 'Replace card' : 'Add a card'}
          </h2>
          <CardForm
            hasCard={card !== null}
            onSaved={() => {
              void refresh();
              finish();
            }}
          />
        </section>
      </div>
    </div>
  );
}
