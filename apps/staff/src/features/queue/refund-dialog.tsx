import {
  formatMoney,
  moneyProblem,
  parseMoney,
  refundAmountMessage,
  refundableLeft,
  refundProblem,
} from '@orderly/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { StaffOrder } from '../../lib/api-types.ts';
import { refundOrder } from './queue-api.ts';
import { keyedLines } from './queue-rules.ts';
import './refunds.css';
import { returnFocusToOpener } from '../../lib/focus-return.ts';

const FIXED = 'amount';

/**
 * Gives part of an online payment back: one item (its line total) or a fixed amount, with a reason
 * the customer reads. Never more than is left: the dialog shows it and checks it, and the server
 * decides (its refusal is shown as it reads).
 */
export function RefundDialog({ order, onClose }: { order: StaffOrder | null; onClose: () => void }) {
  const [choice, setChoice] = useState('');
  const [dollars, setDollars] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const orderId = order?.id;
  useEffect(() => {
    if (orderId) {
      setChoice('');
      setDollars('');
      setReason('');
      setError(null);
    }
  }, [orderId]);
  if (!order) return null;

  const left = refundableLeft(order);
  const lines = keyedLines(order.lines);
  const picked = lines.find(({ key }) => key === choice)?.line;
  const amount = picked
    ? picked.totalPrice
    : choice === FIXED
      ? (parseMoney(dollars) ?? Number.NaN)
      : Number.NaN;
  const itemName = picked ? `${picked.count > 1 ? `${picked.count}× ` : ''}${picked.name}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setError('Please choose an item or a fixed amount to refund.');
    const problem =
      (choice === FIXED ? moneyProblem(dollars, refundAmountMessage) : null) ??
      refundProblem(amount, reason, left);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      // The customer reads the description: an item's refund names the item.
      const description = itemName ? `${itemName}: ${reason.trim()}` : reason.trim();
      await refundOrder(order.id, amount, description);
      toast.success(`Refunded ${formatMoney(amount)} on order #${order.orderNumber}`);
      onClose();
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onCloseAutoFocus={returnFocusToOpener}>
          <form onSubmit={submit} noValidate className="refund-form">
            <div className="dialog__head">
              <div>
                <Dialog.Title className="dialog__title">Refund order #{order.orderNumber}</Dialog.Title>
                <Dialog.Description className="dialog__description">
                  The money goes back to the customer's card. The customer sees the reason.
                </Dialog.Description>
              </div>
            </div>
            <p className="refund-left">
              <span>Paid online {formatMoney(order.total)}</span>
              <strong data-testid="refund-left">Left to refund {formatMoney(left)}</strong>
            </p>
            <fieldset className="reasons">
              <legend className="field-legend">What to refund</legend>
              {lines.map(({ key, line }) => {
                const tooMuch = line.totalPrice > left;
                return (
                  <label key={key} className={`reason${tooMuch ? ' refund-choice--off' : ''}`}>
                    <input
                      type="radio"
                      name="refund-what"
                      value={key}
                      checked={choice === key}
                      disabled={tooMuch}
                      onChange={() => {
                        setChoice(key);
                        setError(null);
                      }}
                    />
                    <span>
                      {line.count}× {line.name}
                    </span>
                    <span className="refund-choice__amount">{formatMoney(line.totalPrice)}</span>
                  </label>
                );
              })}
              <label className="reason">
                <input
                  type="radio"
                  name="refund-what"
                  value={FIXED}
                  checked={choice === FIXED}
                  onChange={() => {
                    setChoice(FIXED);
                    setError(null);
                  }}
                />
                <span>A fixed amount</span>
              </label>
            </fieldset>
            {choice === FIXED && (
              <div className="field">
                <label htmlFor="refund-amount">Amount ($)</label>
                <input
                  id="refund-amount"
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={`Up to ${formatMoney(left)}`}
                  value={dollars}
                  onChange={(event) => {
                    setDollars(event.target.value);
                    setError(null);
                  }}
                />
              </div>
            )}
            <div className="field">
              <label htmlFor="refund-reason">Reason</label>
              <textarea
                id="refund-reason"
                className="input"
                maxLength={150}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(null);
                }}
              />
            </div>
            {error && (
              <p className="form-error" role="alert" data-testid="refund-error">
                {error}
              </p>
            )}
            <div className="dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="btn btn--big">
                  Back
                </button>
              </Dialog.Close>
              <button type="submit" className="btn btn--primary btn--big" disabled={busy}>
                {busy
                  ? 'Refunding…'
                  : Number.isFinite(amount) && amount > 0
                    ? `Refund ${formatMoney(amount)}`
                    : 'Refund'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
