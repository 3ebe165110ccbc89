import { useState } from 'react';
import { useWorkspace } from '../../app/workspace-context.ts';
import { useServerNow } from '../../lib/client.tsx';
import { FinishedRow, OrderCard } from './order-card.tsx';
import { queueColumns } from './queue-rules.ts';
import { RequestCard } from './request-card.tsx';
import './queue.css';

type Lane = 'scheduled' | 'incoming' | 'preparing' | 'finished';

/** The live board: table requests on top, then New, Preparing and finished orders. */
export function QueueScreen() {
  const { queue, settings, handlers } = useWorkspace();
  const now = useServerNow(15_000);
  const columns = queueColumns(queue, {
    waitTime: settings.waitTime,
    deliveryTime: settings.deliveryTime,
    now,
  });
  const [lane, setLane] = useState<Lane>('incoming');
  const timeZone = settings.timeZone;

  if (!queue) {
    return (
      <div className="queue-loading" role="status">
        Loading orders…
      </div>
    );
  }

  const lanes: { id: Lane; title: string; count: number }[] = [
    ...(columns.scheduled.length > 0
      ? [{ id: 'scheduled' as const, title: 'Scheduled', count: columns.scheduled.length }]
      : []),
    { id: 'incoming', title: 'New', count: columns.incoming.length },
    { id: 'preparing', title: 'Preparing', count: columns.preparing.length },
    { id: 'finished', title: 'Done', count: columns.finished.length },
  ];

  return (
    <div className="queue">
      {columns.openRequests.length > 0 && (
        <section className="requests" aria-labelledby="requests-title">
          <h2 id="requests-title" className="lane__title">
            Table requests <span className="count">{columns.openRequests.length}</span>
          </h2>
          {/* On a tablet the row scrolls sideways; each card's button takes the keyboard along it. */}
          <div className="requests__list">
            {columns.openRequests.map((request) => (
              <RequestCard key={request.id} request={request} now={now} />
            ))}
          </div>
        </section>
      )}

      <div className="lane-tabs" role="tablist" aria-label="Order lanes">
        {lanes.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={lane === item.id}
            aria-controls={`lane-${item.id}`}
            className="lane-tab"
            onClick={() => setLane(item.id)}
          >
            {item.title} <span className="count">{item.count}</span>
          </button>
        ))}
      </div>

      <div className={`lanes${columns.scheduled.length > 0 ? ' lanes--four' : ''}`}>
        {columns.scheduled.length > 0 && (
          <section
            id="lane-scheduled"
            className={`lane lane--blue${lane === 'scheduled' ? ' lane--active' : ''}`}
            aria-labelledby="lane-scheduled-title"
          >
            <h2 id="lane-scheduled-title" className="lane__title">
              Scheduled <span className="count">{columns.scheduled.length}</span>
            </h2>
            {columns.scheduled.map(({ order, startsAt }) => (
              <OrderCard
                key={order.id}
                order={order}
                now={now}
                timeZone={timeZone}
                handlers={handlers}
                startsAt={startsAt}
              />
            ))}
          </section>
        )}
        <section
          id="lane-incoming"
          className={`lane lane--green${lane === 'incoming' ? ' lane--active' : ''}`}
          aria-labelledby="lane-incoming-title"
        >
          <h2 id="lane-incoming-title" className="lane__title">
            New <span className="count">{columns.incoming.length}</span>
          </h2>
          {columns.incoming.length === 0 ? (
            <p className="empty">
              <strong>No new orders</strong>
              <span>New orders appear here with a chime.</span>
            </p>
          ) : (
            columns.incoming.map((order) => (
              <OrderCard key={order.id} order={order} now={now} timeZone={timeZone} handlers={handlers} />
            ))
          )}
        </section>
        <section
          id="lane-preparing"
          className={`lane lane--orange${lane === 'preparing' ? ' lane--active' : ''}`}
          aria-labelledby="lane-preparing-title"
        >
          <h2 id="lane-preparing-title" className="lane__title">
            Preparing <span className="count">{columns.preparing.length}</span>
          </h2>
          {columns.preparing.length === 0 ? (
            <p className="empty">
              <strong>Nothing cooking</strong>
              <span>Confirmed orders move here.</span>
            </p>
          ) : (
            columns.preparing.map((order) => (
              <OrderCard key={order.id} order={order} now={now} timeZone={timeZone} handlers={handlers} />
            ))
          )}
        </section>
        <section
          id="lane-finished"
          className={`lane lane--red${lane === 'finished' ? ' lane--active' : ''}`}
          aria-labelledby="lane-finished-title"
        >
          <h2 id="lane-finished-title" className="lane__title">
            Done &amp; cancelled <span className="count">{columns.finished.length}</span>
          </h2>
          {columns.finished.length === 0 ? (
            <p className="empty">
              <strong>No finished orders yet</strong>
            </p>
          ) : (
            <ul className="finished">
              {columns.finished.map((order) => (
                <FinishedRow key={order.id} order={order} now={now} onDetails={handlers.onDetails} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
