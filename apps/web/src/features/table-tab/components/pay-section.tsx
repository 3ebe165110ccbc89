import { formatMoney, type SavedCard, TAB_SPLIT_MAX_PARTS } from '@orderly/domain';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { TipChoices } from '../../../components/ui/tip-choices.tsx';
import type { TableTab } from '../api/table-visits.ts';
import { openShares, type PayWhat, pickable, tabItemsOf, waysToPay } from '../tab-part.ts';
import type { PaidPart, TabPayment } from '../use-tab-payment.ts';
import styles from './pay-section.module.css';

/**
 * The tab screen's Pay section (issue 28, decision 0097): what to pay, how, and what the server
 * answered. The state and the requests are `useTabPayment`'s; this draws them.
 */
export function PaySection(props: {
  tab: TableTab;
  payment: TabPayment;
  /** The signed-in diner's saved card; null signed in without one; undefined for a guest. */
  card: SavedCard | null | undefined;
  /** Whether the restaurant takes cards for what is eaten at its tables (its dine-in payment policy). */
  cardsTaken?: boolean;
  /** Where a guest signs in and comes back to this tab. */
  signInHref: string;
}) {
  const { tab, payment, card } = props;
  const guest = card === undefined;
  const counterOnly = guest || props.cardsTaken === false;
  const ways = waysToPay(tab);
  const items = tabItemsOf(tab);
  const { choice } = payment;
  const ids = useId();
  const confirmation = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const sharesRef = useRef<HTMLFieldSetElement>(null);

  // Focus follows each step: the confirmation once paid, the refusal when refused.
  useEffect(() => {
    if (payment.paid) confirmation.current?.focus();
  }, [payment.paid]);
  useEffect(() => {
    if (payment.error) errorRef.current?.focus();
  }, [payment.error]);

  // The split this phone started: its shares are the next step, the one chosen is focused once drawn.
  const focusedSplit = useRef<string | null>(null);
  useEffect(() => {
    const started = payment.startedSplit;
    const chosen = sharesRef.current?.querySelector<HTMLInputElement>('input:checked:not(:disabled)');
    if (!started || focusedSplit.current === started || !chosen || sharesRef.current?.disabled) return;
    focusedSplit.current = started;
    chosen.focus();
  });

  const total = payment.amount === null ? null : payment.amount + payment.tipCents;
  const busy = payment.stage !== 'idle';
  const label =
    total === null
      ? 'PAY'
      : payment.method === 'online'
        ? `PAY ${formatMoney(total)} BY CARD`
        : `PAY ${formatMoney(total)} AT THE COUNTER`;
  const startingSplit = choice.what === 'share' && !tab.split;

  return (
    <section aria-labelledby="tab-pay" className={styles.pay} data-testid="tab-pay">
      <h2 id="tab-pay" className={styles.title}>
        Pay
      </h2>
      {payment.paid && (
        <Confirmation paid={payment.paid} tab={tab} focusRef={confirmation} onDismiss={payment.dismissPaid} />
      )}
      {ways.length === 0 ? (
        <p className={styles.muted} data-testid="tab-all-paid">
          {tab.rounds.length === 0 ? 'Nothing to pay yet.' : 'Everything on the tab is paid or promised.'}
        </p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!startingSplit) void payment.pay();
          }}
          noValidate
          aria-busy={busy}
        >
          <fieldset className={styles.group} disabled={busy}>
            <legend className={styles.legend}>What do you pay?</legend>
            <div className={styles.choices}>
              {ways.map((way) => (
                <Choice
                  key={way}
                  name={`${ids}-what`}
                  checked={choice.what === way}
                  onChange={() => payment.choose(way)}
                  {...wayWords(way, tab)}
                />
              ))}
            </div>
          </fieldset>

          {choice.what === 'items' && (
            <fieldset className={styles.group} disabled={busy} data-testid="pay-items">
              <legend className={styles.legend}>Items you pay for</legend>
              <ul className={styles.list}>
                {items.map((item) => {
                  const open = pickable(item);
                  return (
                    <li key={item.key}>
                      <label className={open ? styles.row : `${styles.row} ${styles.off}`}>
                        <input
                          type="checkbox"
                          checked={choice.picked.includes(item.key)}
                          disabled={!open}
                          onChange={() => payment.togglePicked(item.key)}
                        />
                        <span className={styles.name}>
                          <span className={styles.round}>Round {item.round} · </span>
                          {item.quantity}× {item.name}
                          {!open && (
                            <span className={styles.tag}>{item.paid ? ' · paid' : ' · in the split'}</span>
                          )}
                        </span>
                        <span className={styles.money}>{formatMoney(item.charge)}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}

          {startingSplit && (
            <div className={styles.split}>
              <label htmlFor={`${ids}-parts`} className={styles.legend}>
                Split {formatMoney(tab.remaining)} between
              </label>
              <div className={styles.splitRow}>
                <input
                  id={`${ids}-parts`}
                  className={styles.parts}
                  type="number"
                  inputMode="numeric"
                  min={2}
                  max={TAB_SPLIT_MAX_PARTS}
                  value={payment.partsText}
                  onChange={(event) => payment.setPartsText(event.target.value)}
                  aria-describedby={`${ids}-parts-hint`}
                  data-testid="split-parts"
                />
                <span id={`${ids}-parts-hint`} className={styles.muted}>
                  people (2 to {TAB_SPLIT_MAX_PARTS})
                </span>
              </div>
              <Button
                variant="secondary"
                block
                disabled={busy}
                aria-busy={payment.stage === 'splitting'}
                onClick={() => void payment.split()}
                data-testid="start-split"
              >
                {payment.stage === 'splitting' ? 'SPLITTING…' : 'SPLIT THE TAB'}
              </Button>
            </div>
          )}

          {choice.what === 'share' && tab.split && (
            <fieldset className={styles.group} disabled={busy} ref={sharesRef} data-testid="pay-shares">
              <legend className={styles.legend}>The tab split {tab.split.parts} ways: take a share</legend>
              <div className={styles.choices}>
                {tab.split.shares.map((share) => (
                  <Choice
                    key={share.share}
                    name={`${ids}-share`}
                    checked={choice.share === share.share}
                    disabled={share.paid}
                    onChange={() => payment.takeShare(share.share)}
                    label={`Share ${share.share + 1}`}
                    detail={share.paid ? 'paid' : formatMoney(share.amount)}
                  />
                ))}
              </div>
              {openShares(tab).length === 0 && <p className={styles.muted}>Every share is paid.</p>}
            </fieldset>
          )}

          {!startingSplit && (
            <>
              <fieldset className={styles.group} disabled={busy}>
                <legend className={styles.legend}>How do you pay?</legend>
                {counterOnly ? (
                  <div className={styles.counterOnly}>
                    <p>
                      <strong>Pay at the counter:</strong> staff take your payment there.
                    </p>
                    <p className={styles.muted} hidden={!guest || props.cardsTaken === false}>
                      <Link href={props.signInHref} className={styles.link} data-testid="pay-sign-in">
                        Sign in
                      </Link>{' '}
                      to pay by card from your phone.
                    </p>
                  </div>
                ) : (
                  <div className={styles.choices}>
                    <Choice
                      name={`${ids}-method`}
                      checked={payment.method === 'online'}
                      disabled={!card}
                      onChange={() => payment.setMethod('online')}
                      label={card ? `Card ${card.brand} •••• ${card.last4}` : 'Card'}
                      detail={card ? undefined : 'no saved card'}
                    />
                    <Choice
                      name={`${ids}-method`}
                      checked={payment.method === 'counter'}
                      onChange={() => payment.setMethod('counter')}
                      label="Pay at the counter"
                    />
                  </div>
                )}
                {!counterOnly && !card && (
                  <p className={styles.muted}>
                    <Link href="/credit_card" className={styles.link}>
                      Add a credit / debit card
                    </Link>{' '}
                    to pay by card.
                  </p>
                )}
              </fieldset>
              {payment.method === 'online' && payment.amount !== null && (
                <TipChoices name="tab-tip" {...payment.tip} totalBeforeTip={payment.amount} disabled={busy} />
              )}
              {total !== null && (
                <p className={styles.total} data-testid="pay-total">
                  <span>You pay</span>
                  <span>
                    {formatMoney(total)}
                    {payment.tipCents > 0 && (
                      <span className={styles.muted}> (tip {formatMoney(payment.tipCents)})</span>
                    )}
                  </span>
                </p>
              )}
            </>
          )}

          <p className={styles.error} role="alert" tabIndex={-1} ref={errorRef} data-testid="pay-error">
            {payment.error}
          </p>
          {!startingSplit && (
            <Button
              type="submit"
              block
              disabled={busy || total === null}
              aria-busy={payment.stage === 'paying'}
              data-testid="pay-button"
            >
              {payment.stage === 'paying' ? 'PAYING…' : label}
            </Button>
          )}
        </form>
      )}
    </section>
  );
}

/** A way to pay in words, with the server's amount where it has one. */
function wayWords(way: PayWhat, tab: TableTab): { label: string; detail?: string | undefined } {
  if (way === 'whole') return { label: 'Everything left', detail: formatMoney(tab.remaining) };
  if (way === 'items') return { label: 'Items I pick' };
  return tab.split
    ? { label: 'My share of the split', detail: `${tab.split.parts} ways` }
    : { label: 'Split evenly' };
}

function Choice(props: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: string;
  detail?: string | undefined;
}) {
  return (
    <label className={props.disabled ? `${styles.choice} ${styles.off}` : styles.choice}>
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChange}
      />
      <span className={styles.choiceText}>
        <span>{props.label}</span>
        {props.detail && <span className={styles.detail}>{props.detail}</span>}
      </span>
    </label>
  );
}

/** What the payer's phone says once paid: by card, or waiting for (then taken at) the counter. */
function Confirmation(props: {
  paid: PaidPart;
  tab: TableTab;
  focusRef: React.RefObject<HTMLDivElement | null>;
  onDismiss: () => void;
}) {
  const { paid, tab } = props;
  // The tab says when the counter took it (the payment list has no ids: the last of mine that matches).
  const mine = tab.payments.filter(
    (entry) => entry.you && entry.method === paid.method && entry.amount === paid.amount,
  );
  const taken = mine.at(-1)?.settled ?? false;
  return (
    <div className={styles.done} tabIndex={-1} ref={props.focusRef} role="status" data-testid="pay-done">
      {paid.method === 'online' ? (
        <p>
          <strong>Paid {formatMoney(paid.amount + paid.tip)} by card</strong>
          {paid.tip > 0 && <> (including a {formatMoney(paid.tip)} tip)</>}. Thank you!
          {paid.points > 0 && <> You earned {paid.points} points.</>}
        </p>
      ) : taken ? (
        <p>
          <strong>The counter took your {formatMoney(paid.amount)}.</strong> Thank you!
        </p>
      ) : (
        <p>
          <strong>Pay {formatMoney(paid.amount)} at the counter.</strong> Waiting for the counter: staff mark
          it paid when they take it.
        </p>
      )}
      <button type="button" className={styles.link} onClick={props.onDismiss}>
        OK
      </button>
    </div>
  );
}
