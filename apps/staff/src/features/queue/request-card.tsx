import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffRequest } from '../../lib/api-types.ts';
import { Age } from './order-summary.tsx';
import { confirmRequest } from './queue-api.ts';

/** A dine-in table asking for something: who, what, how long ago, and one big Confirm. */
export function RequestCard({ request, now }: { request: StaffRequest; now: Date }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await confirmRequest(request.id);
      toast.success(`Request for table ${request.tableNumber} confirmed`);
    } catch (caught) {
      toast.error((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article
      className={`request-card${request.confirmed ? '' : ' request-card--alert'}`}
      aria-labelledby={`request-${request.id}`}
      data-testid="request-card"
    >
      <div className="request-card__body">
        <h3 id={`request-${request.id}`} className="request-card__table">
          Table {request.tableNumber}
        </h3>
        <p className="request-card__what" title={request.description}>
          {request.description}
        </p>
        <Age createdAt={request.createdAt} now={now} />
      </div>
      {request.confirmed ? (
        <span className="status status--neutral">Confirmed</span>
      ) : (
        <button type="button" className="btn btn--go btn--big" disabled={busy} onClick={confirm}>
          {busy ? 'Confirming…' : 'Confirm'}
          <span className="visually-hidden"> request from table {request.tableNumber}</span>
        </button>
      )}
    </article>
  );
}
