import { formatMoney, roundStatusWords, visitMessages } from '@orderly/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatTime } from '../../../features/orders/format.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { getTableTab, type TableTab, tabTopic } from '../../../features/table-tab/api/table-visits.ts';
import { TabPay } from '../../../features/table-tab/components/tab-pay.tsx';
import {
  forgetVisitToken,
  readVisitToken,
  tableLink,
  tableTabLink,
  useVisitToken,
} from '../../../features/table-tab/visit-token.ts';
import { useArrivalFocus } from '../../../lib/arrival-focus.ts';
import { ApiError, useLive } from '../../../lib/client.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import styles from './table-route.module.css';

type Fetched =
  | { status: 'loading' }
  | { status: 'ready'; tab: TableTab }
  | { status: 'error'; message: string };

/**
 * /restaurants/{rid}/locations/{lid}/tables/{tableId}/tab: the table's shared tab (decision 0094),
 * live through the `tab:{token}` topic: who is at the table, each round with who sent it and its
 * status, and the total so far, paid and remaining. A visit that is over (the topic's null, or the
 * read's 404) forgets this browser's token at once and shows nothing of it.
 */
export default function TableTabRoute() {
  const { settings } = useRestaurant();
  const params = useParams<{ restaurantId: string; locationId: string; tableId: string }>();
  // The token of the table this address names (the session's table normally).
  useVisitToken();
  const token = readVisitToken(params.restaurantId, params.tableId);
  const [ended, setEnded] = useState(false);
  const [fetched, setFetched] = useState<Fetched>({ status: 'loading' });
  const live = useLive(token ? tabTopic(token) : null);
  // The tab a split or a payment answered: shown until the next live snapshot replaces it.
  const [answered, setAnswered] = useState<TableTab | null>(null);
  useEffect(() => {
    if (live.data !== undefined) setAnswered(null);
  }, [live.data]);
  useDocumentTitle(`Table tab · ${settings.name}`);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getTableTab(token, controller.signal).then(
      ({ tab }) => setFetched({ status: 'ready', tab }),
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        if (caught instanceof ApiError && caught.status === 404) {
          setEnded(true);
          forgetVisitToken(params.restaurantId, params.tableId);
        } else
          setFetched({
            status: 'error',
            message:
              caught instanceof ApiError && caught.status !== 0
                ? caught.message
                : 'Sorry, the connection was lost. Please try again.',
          });
      },
    );
    return () => controller.abort();
  }, [token, params.restaurantId, params.tableId]);

  // The topic says the visit is over: forget the token at once.
  const over = token !== null && live.data === null;
  useEffect(() => {
    if (!over) return;
    setEnded(true);
    forgetVisitToken(params.restaurantId, params.tableId);
  }, [over, params.restaurantId, params.tableId]);

  const joinAgain = tableLink(params.restaurantId, params.locationId, params.tableId);
  if (!token || over)
    return (
      <TabMessage
        title={ended || over ? "This table's tab is closed" : "You have not joined this table's tab"}
        body={ended || over ? visitMessages.notFound : 'Join the table to see its tab and send rounds to it.'}
        action={
          <Link to={joinAgain} className={buttonClass('primary')} data-testid="join-again">
            JOIN TABLE
          </Link>
        }
      />
    );

  const tab = answered ?? live.data?.tab ?? (fetched.status === 'ready' ? fetched.tab : null);
  if (!tab) {
    if (fetched.status === 'error')
      return <TabMessage title="We could not load the tab" body={fetched.message} />;
    return (
      <div className={styles.center} aria-busy="true">
        <p className={styles.muted}>Loading the table's tab…</p>
      </div>
    );
  }
  const here = tableTabLink(params.restaurantId, params.locationId, params.tableId);
  return (
    <TabView
      tab={tab}
      timeZone={settings.timeZone}
      pay={<TabPay tab={tab} token={token} onTab={setAnswered} signInHref={`/auth${here}`} />}
    />
  );
}

/** A centred message in the app's frame (its <main> is the frame's). */
function TabMessage(props: { title: string; body: string; action?: ReactNode }) {
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <div className={styles.message}>
      <h1 className={styles.joinTitle} ref={heading} tabIndex={-1}>
        {props.title}
      </h1>
      <p className={styles.muted}>{props.body}</p>
      {props.action}
    </div>
  );
}

/** The tab itself, as every phone at the table sees it. */
export function TabView({ tab, timeZone, pay }: { tab: TableTab; timeZone: string; pay?: ReactNode }) {
  // Parts promised at the counter count as paid on the tab; staff have not taken them yet.
  const atCounter = tab.payments
    .filter((payment) => payment.method === 'counter' && !payment.settled)
    .reduce((sum, payment) => sum + payment.amount, 0);
  return (
    <div className={styles.page} data-testid="table-tab">
      <PageHeader title={`Table ${tab.visit.tableNumber}`} />
      <div className={styles.content}>
        <section aria-labelledby="tab-guests" className={styles.card}>
          <h2 id="tab-guests" className={styles.sectionTitle}>
            At the table
          </h2>
          <ul className={styles.guests} data-testid="tab-guests">
            {tab.guests.map((guest, index) => (
              // Two guests may share a name: their place in the list tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: guests only join, in the order they joined
              <li key={index} className={guest.you ? `${styles.guest} ${styles.you}` : styles.guest}>
                {guest.name}
                {guest.you && <span className={styles.youTag}> (you)</span>}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="tab-rounds" className={styles.rounds}>
          <h2 id="tab-rounds" className={styles.sectionTitle}>
            Rounds
          </h2>
          {tab.rounds.length === 0 ? (
            <div className={styles.empty} data-testid="tab-empty">
              <p>No rounds yet.</p>
              <p className={styles.muted}>
                Order from the menu: each order anyone at the table sends is a round on this tab.
              </p>
            </div>
          ) : (
            <ol className={styles.roundList}>
              {tab.rounds.map((round) => (
                <li key={round.round} className={styles.card} data-testid="tab-round">
                  <div className={styles.roundHead}>
                    <h3 className={styles.roundTitle}>
                      Round {round.round}
                      <span className={styles.roundMeta}>
                        {' '}
                        · sent by {round.sentBy} · {formatTime(round.sentAt, timeZone)}
                      </span>
                    </h3>
                    <span
                      className={
                        round.status === 'Cancelled' ? `${styles.status} ${styles.cancelled}` : styles.status
                      }
                      data-testid="round-status"
                    >
                      {roundStatusWords(round.status)}
                    </span>
                  </div>
                  <ul className={styles.items} aria-label={`Round ${round.round} items`}>
                    {round.items.map((item) => (
                      <li key={item.key} className={styles.item}>
                        <span className={styles.count}>{item.quantity}×</span>
                        <span className={styles.itemName}>
                          {item.name}
                          {(item.paid || item.inSplit) && (
                            <span className={styles.itemState}>
                              {item.paid ? ' · paid' : ' · in the split'}
                            </span>
                          )}
                        </span>
                        <span className={styles.amount}>{formatMoney(item.charge)}</span>
                      </li>
                    ))}
                  </ul>
                  <p className={styles.roundTotal}>
                    <span>Round total</span>
                    <span>{formatMoney(round.total)}</span>
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="tab-total" className={styles.card}>
          <h2 id="tab-total" className="visually-hidden">
            What the table owes
          </h2>
          <dl className={styles.totals} aria-live="polite">
            <div className={styles.totalRow} data-testid="tab-total">
              <dt>Total so far</dt>
              <dd>{formatMoney(tab.total)}</dd>
            </div>
            <div className={styles.row} data-testid="tab-paid">
              <dt>Paid</dt>
              <dd>{formatMoney(tab.paid)}</dd>
            </div>
            {atCounter > 0 && (
              <div className={styles.row} data-testid="tab-at-counter">
                <dt>Of which waiting at the counter</dt>
                <dd>{formatMoney(atCounter)}</dd>
              </div>
            )}
            <div className={styles.row} data-testid="tab-remaining">
              <dt>Remaining</dt>
              <dd>{formatMoney(tab.remaining)}</dd>
            </div>
          </dl>
          {tab.payments.length > 0 && (
            <ul className={styles.payments} aria-label="Payments" data-testid="tab-payments">
              {tab.payments.map((payment, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: payments are only added, in order
                <li key={index} className={styles.payment}>
                  {paymentWords(payment)}
                </li>
              ))}
            </ul>
          )}
        </section>

        {pay}

        <Link to="/menu" className={buttonClass('primary', true)} data-testid="order-round">
          ORDER A ROUND
        </Link>
      </div>
    </div>
  );
}

/** A payment on the tab in words, as everyone at the table reads it. */
export function paymentWords(payment: TableTab['payments'][number]): string {
  const who = payment.you ? `${payment.paidBy} (you)` : payment.paidBy;
  const tip = payment.tip > 0 ? ` + ${formatMoney(payment.tip)} tip` : '';
  if (payment.method === 'online') return `${who} paid ${formatMoney(payment.amount)}${tip} by card`;
  return payment.settled
    ? `${who} paid ${formatMoney(payment.amount)} at the counter`
    : `${who} pays ${formatMoney(payment.amount)} at the counter · waiting for the counter`;
}
