import { topics } from '@orderly/client';
import type { DataOf } from '@orderly/contract';
import { formatMoney, type Table } from '@orderly/domain';
import { useBusyAction } from '@orderly/ui';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { messageOf, serverNow, useLive } from '../../lib/client.tsx';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { formatAge, formatTime } from '../../lib/format.ts';
import { ReasonPicker, reasonOf } from '../queue/reason-picker.tsx';
import { closeTableVisit, settleTabPayment } from './table-visits-api.ts';
import { type VisitAction, VisitActionDialog } from './visit-actions.tsx';

type Visit = DataOf<'getStaffTableVisits'>['visits'][number];

const UNPAID_REASONS = [
  'Paid in cash',
  'Paid on the card terminal',
  'Guests left without paying',
  'On the house',
];

/**
 * The location's open table visits (issue 28, decision 0093), live: seated since, who is there,
 * rounds, what is paid, what waits at the counter (taken with one tap) and what nobody has paid;
 * close a paid visit, or an unpaid one with a reason.
 */
export function OpenVisits({
  restaurantId,
  locationId,
  timeZone,
  tables,
}: {
  restaurantId: string;
  locationId: string;
  timeZone: string | undefined;
  /** The location's tables (a tab moves to one without a tab of its own). */
  tables: readonly Table[];
}) {
  const visits = useLive(topics.tables(restaurantId, locationId)).data?.visits;
  const [closing, setClosing] = useState<Visit | null>(null);
  const [action, setAction] = useState<VisitAction | null>(null);
  // The server's clock (the journeys run it elsewhere in time): "seated 25 min ago" as the server sees it.
  const now = new Date(serverNow());
  if (!visits) return null;
  return (
    <section className="open-visits" aria-labelledby="open-visits-title">
      <h2 id="open-visits-title" className="open-visits__title">
        Open tabs <span className="muted">({visits.length})</span>
      </h2>
      {visits.length === 0 ? (
        <p className="muted">No table has an open tab. A tab opens when guests scan a table's code.</p>
      ) : (
        <ul className="open-visits__list">
          {visits.map((visit) => (
            <li key={visit.visitId} className="visit-card" data-testid="visit-card">
              <div className="visit-card__head">
                <h3 className="visit-card__table">Table {visit.tableNumber}</h3>
                <span
                  className={`status ${visit.unpaid > 0 || visit.atCounter.length > 0 ? 'status--orange' : 'status--green'}`}
                >
                  {visit.unpaid > 0 || visit.atCounter.length > 0 ? 'Open' : 'Paid'}
                </span>
              </div>
              <p className="muted">
                Seated {formatTime(visit.openedAt, timeZone)} ({formatAge(visit.openedAt, now)}) ·{' '}
                {visit.rounds === 1 ? '1 round' : `${visit.rounds} rounds`}
              </p>
              {visit.guests.length > 0 && (
                <ul className="visit-card__guests" aria-label={`At table ${visit.tableNumber}`}>
                  {visit.guests.map((guest) => (
                    <li key={guest.guestId} className="visit-guest">
                      <span>{guest.name}</span>
                      <button
                        type="button"
                        className="visit-guest__remove"
                        aria-label={`Remove ${guest.name} from table ${visit.tableNumber}`}
                        title={`Remove ${guest.name}`}
                        onClick={() => setAction({ kind: 'remove', visit, guest })}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <dl className="visit-card__money">
                <div>
                  <dt>Total</dt>
                  <dd>{formatMoney(visit.total)}</dd>
                </div>
                <div>
                  <dt>Paid</dt>
                  <dd>{formatMoney(visit.paid)}</dd>
                </div>
                <div>
                  <dt>Unpaid</dt>
                  <dd>{formatMoney(visit.unpaid)}</dd>
                </div>
              </dl>
              {visit.atCounter.length > 0 && (
                <ul
                  className="visit-card__counter"
                  aria-label={`Table ${visit.tableNumber}: to pay at the counter`}
                >
                  {visit.atCounter.map((part) => (
                    <CounterPart key={part.paymentId} visit={visit} part={part} />
                  ))}
                </ul>
              )}
              <div className="visit-card__actions">
                <button type="button" className="btn" onClick={() => setAction({ kind: 'move', visit })}>
                  Move
                </button>
                <button
                  type="button"
                  className="btn"
                  disabled={visits.length < 2}
                  onClick={() => setAction({ kind: 'merge', visit })}
                >
                  Merge
                </button>
                <button type="button" className="btn" onClick={() => setClosing(visit)}>
                  Close tab
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CloseVisitDialog visit={closing} onClose={() => setClosing(null)} />
      <VisitActionDialog action={action} visits={visits} tables={tables} onClose={() => setAction(null)} />
    </section>
  );
}

function CounterPart({ visit, part }: { visit: Visit; part: Visit['atCounter'][number] }) {
  const { busy, run } = useBusyAction(messageOf);
  return (
    <li className="visit-card__part">
      <span>
        {part.paidBy} pays <strong>{formatMoney(part.amount)}</strong> at the counter
      </span>
      <button
        type="button"
        className="btn btn--primary"
        disabled={busy}
        onClick={() =>
          run(async () => {
            await settleTabPayment(visit.visitId, part.paymentId);
            toast.success(
              `Table ${visit.tableNumber}: ${formatMoney(part.amount)} from ${part.paidBy} taken`,
            );
          }).catch((error: unknown) => toast.error(messageOf(error)))
        }
      >
        {busy ? 'Taking…' : 'Payment taken'}
      </button>
    </li>
  );
}

/** Closing a tab: a paid one at once; one with money owed needs a reason, which is kept. */
function CloseVisitDialog({ visit, onClose }: { visit: Visit | null; onClose: () => void }) {
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const { busy, error, setError, run } = useBusyAction(messageOf);
  useEffect(() => {
    if (visit) {
      setChoice('');
      setOther('');
      setError(null);
    }
  }, [visit, setError]);
  const owed = visit ? visit.unpaid + visit.atCounter.reduce((sum, part) => sum + part.amount, 0) : 0;
  const reason = reasonOf(choice, other);
  const submit = async () => {
    if (!visit) return;
    if (owed > 0 && !reason) return setError('Say why the tab is closed unpaid.');
    await run(async () => {
      await closeTableVisit(visit.visitId, owed > 0 ? reason : '');
      toast.success(`Table ${visit.tableNumber}'s tab closed`);
      onClose();
    });
  };
  return (
    <FormDialog
      open={visit !== null}
      onClose={onClose}
      title={`Close table ${visit?.tableNumber}'s tab?`}
      description={
        owed > 0
          ? `${formatMoney(owed)} is not paid. Say why it is closed: the reason is kept.`
          : 'Everything is paid. The next guests at this table start a new tab.'
      }
      error={error}
      back="Keep open"
      submit={busy ? 'Closing…' : 'Close tab'}
      busy={busy}
      onSubmit={submit}
    >
      {owed > 0 && (
        <ReasonPicker
          name="close-reason"
          reasons={UNPAID_REASONS}
          choice={choice}
          other={other}
          onChoice={setChoice}
          onOther={setOther}
        />
      )}
    </FormDialog>
  );
}
