import { checkServiceRequest, limits, messages } from '@orderly/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { CheckIcon, DineInIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { sendRequest } from '../../../features/requests/api/requests.ts';
import { RequestIcon } from '../../../features/requests/components/request-icon.tsx';
import { startWaiting, useRequestConfirmation } from '../../../features/requests/pending-request.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { ApiError, serverNow } from '../../../lib/client.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import { useOrdering } from '../../use-ordering.ts';
import page from '../page.module.css';
import styles from './requests-route.module.css';

/**
 * /requests: a dine-in guest asks the staff for something, a request type or their own words. A
 * tile is chosen (aria-pressed), not sent: SEND REQUEST sends the chosen tile, or the typed words
 * when no tile is chosen (decision 0071), so a stray tap sends no one to the table.
 */
export default function RequestsRoute() {
  const { settings, menu } = useRestaurant();
  const { isDineIn, tableId } = useOrdering();
  const confirmation = useRequestConfirmation();
  const [custom, setCustom] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const confirmingTitle = useRef<HTMLHeadingElement>(null);
  // Once sent, the form gives way to the waiting screen: focus follows to its title.
  useEffect(() => {
    if (confirmation.waiting) confirmingTitle.current?.focus();
  }, [confirmation.waiting]);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(`Requests · ${settings.name}`);

  const table = menu.tables.find((candidate) => candidate.id === tableId);

  if (!isDineIn || !tableId) {
    return (
      <div className={page.page}>
        <PageHeader title="Requests" />
        <div className={`${page.content} ${page.narrow}`}>
          <div className={styles.notice}>
            <DineInIcon width={44} height={44} />
            <p>Requests are for guests at a table. Scan the QR code on your table to ask the staff.</p>
            <Link to="/menu" className={buttonClass('primary')}>
              BACK TO MENU
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const send = async (description: string, isCustom: boolean) => {
    if (sending) return;
    const problem = checkServiceRequest({ settings, now: serverNow(), description, custom: isCustom });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSending(isCustom ? 'custom' : description);
    try {
      const request = await sendRequest({
        restaurantId: settings.restaurantId,
        locationId: settings.locationId,
        tableId,
        description: description.trim(),
        custom: isCustom,
      });
      startWaiting(request.id);
      setChosen(null);
      if (isCustom) setCustom('');
    } catch (caught) {
      const status = caught instanceof ApiError ? caught.status : 0;
      setError(
        caught instanceof ApiError && status >= 400 && status < 500 ? caught.message : messages.requestFailed,
      );
    } finally {
      setSending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (chosen ? send(chosen, false) : send(custom, true));
  };

  return (
    <div className={page.page}>
      <PageHeader title="Requests">
        {table && <span className={styles.table}>Table {table.tableNumber}</span>}
      </PageHeader>
      <div className={`${page.content} ${page.narrow}`}>
        <p className={styles.error} role="alert" data-testid="request-error">
          {error}
        </p>
        {confirmation.waiting ? (
          <section className={styles.confirming} role="status" data-testid="request-confirming">
            {settings.images.confirmingRequest && (
              <img
                src={settings.images.confirmingRequest}
                alt=""
                width={220}
                height={165}
                className={styles.confirmingImage}
              />
            )}
            <h2 className={styles.confirmingTitle} ref={confirmingTitle} tabIndex={-1}>
              Waiting for the staff to confirm…
            </h2>
            {confirmation.description && (
              <p className={styles.confirmingText}>
                You asked for: <strong>{confirmation.description}</strong>
              </p>
            )}
            <p className={styles.confirmingHint}>Keep this screen open. We'll let you know.</p>
            <Spinner label="Waiting for confirmation" />
          </section>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <section aria-labelledby="request-types-title" className={styles.section}>
              <h2 id="request-types-title" className={styles.heading}>
                What can we bring you?
              </h2>
              <ul className={styles.types}>
                {settings.requestTypes.map((type) => (
                  <li key={type.name}>
                    <button
                      type="button"
                      className={styles.type}
                      onClick={() => {
                        setError(null);
                        setChosen((current) => (current === type.name ? null : type.name));
                      }}
                      aria-pressed={chosen === type.name}
                      disabled={sending !== null}
                      data-testid="request-type"
                    >
                      {chosen === type.name && (
                        <span className={styles.tick}>
                          <CheckIcon width={16} height={16} />
                        </span>
                      )}
                      <RequestIcon name={type.icon} />
                      <span>{type.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>

            <div className={`${styles.section} ${styles.custom}`}>
              <label htmlFor="custom-request" className={styles.heading}>
                Something else?
              </label>
              <textarea
                id="custom-request"
                className={styles.textarea}
                rows={3}
                maxLength={limits.customRequestMaxLength}
                placeholder="A high chair, more chili oil…"
                value={custom}
                onChange={(event) => {
                  setCustom(event.target.value);
                  // Typed words are the request: a tile chosen before gives way.
                  if (event.target.value.trim() !== '') setChosen(null);
                }}
                aria-describedby="custom-request-count"
              />
              <span id="custom-request-count" className={styles.counter}>
                {custom.length}/{limits.customRequestMaxLength}
              </span>
            </div>

            <p className={styles.choice} aria-live="polite" data-testid="request-choice">
              {chosen
                ? `You are asking for: ${chosen}`
                : custom.trim()
                  ? 'You are asking in your own words.'
                  : 'Choose what you need, or write it above.'}
            </p>
            <Button type="submit" block disabled={sending !== null} aria-busy={sending !== null}>
              {sending ? 'SENDING…' : 'SEND REQUEST'}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
