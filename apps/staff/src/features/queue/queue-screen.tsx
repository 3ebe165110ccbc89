import type { EscalationSettings, KitchenTiming } from '@orderly/domain';
import { type ReactNode, useRef, useState } from 'react';
import { useWorkspace } from '../../app/workspace-context.ts';
import { useServerNow } from '../../lib/client.tsx';
import { FinishedRow, OrderCard } from './order-card.tsx';
import { nextUrgentAt, queueColumns } from './queue-rules.ts';
import { RequestCard } from './request-card.tsx';
import './queue.css';

type Lane = 'scheduled' | 'incoming' | 'preparing' | 'finished';

/** The board's lanes in order: one definition each (what the tab and the heading say, the colour, the empty text). */
const laneTable: {
  id: Lane;
  title: string;
  tab: string;
  colour: 'blue' | 'green' | 'orange' | 'red';
  empty: { title: string; hint?: string } | null;
}[] = [
  { id: 'scheduled', title: 'Scheduled', tab: 'Scheduled', colour: 'blue', empty: null },
  {
    id: 'incoming',
    title: 'New',
    tab: 'New',
    colour: 'green',
    empty: { title: 'No new orders', hint: 'New orders appear here with a chime.' },
  },
  {
    id: 'preparing',
    title: 'Preparing',
    tab: 'Preparing',
    colour: 'orange',
    empty: { title: 'Nothing cooking', hint: 'Confirmed orders move here.' },
  },
  {
    id: 'finished',
    title: 'Done & cancelled',
    tab: 'Done',
    colour: 'red',
    empty: { title: 'No finished orders yet' },
  },
];

/**
 * The live board: table requests on top, then Scheduled (when any), New, Preparing and finished
 * orders. From a tablet up the board fills the screen and each lane scrolls on its own, so a burst
 * in one lane never pushes the others away; on a phone the lanes are tabs with their counts, held
 * at the top while the page scrolls.
 */
export function QueueScreen() {
  const { queue, settings, handlers, printing } = useWorkspace();
  const timing: KitchenTiming & EscalationSettings = {
    waitTime: settings.waitTime,
    deliveryTime: settings.deliveryTime,
    escalateAfterSeconds: settings.escalateAfterSeconds,
    autoRejectAfterMinutes: settings.autoRejectAfterMinutes,
  };
  // Ages and lateness move on by themselves (the server's clock), with no fetch, in 15 s steps; a
  // card nobody confirmed turns urgent the moment it passes the first delay.
  const now = useServerNow(15_000, (at) => nextUrgentAt(queue?.orders ?? [], timing, at));
  const columns = queueColumns(queue, { ...timing, now });
  const [lane, setLane] = useState<Lane>('incoming');
  const tabsRef = useRef<HTMLDivElement>(null);
  const lanesRef = useRef<HTMLDivElement>(null);
  const timeZone = settings.timeZone;

  /** On a phone the page scrolls: a lane chosen far down another one opens at its first card. */
  const chooseLane = (id: Lane) => {
    setLane(id);
    const lanesTop = lanesRef.current?.getBoundingClientRect().top ?? 0;
    const tabsHeight = tabsRef.current?.getBoundingClientRect().height ?? 0;
    if (lanesTop < tabsHeight) window.scrollBy({ top: lanesTop - tabsHeight - 12 });
  };

  if (!queue) {
    return (
      <div className="queue-loading" role="status">
        Loading orders…
      </div>
    );
  }

  const card = (order: (typeof columns.incoming)[number], startsAt?: string) => (
    <OrderCard
      key={order.id}
      order={order}
      now={now}
      timeZone={timeZone}
      timing={timing}
      handlers={handlers}
      startsAt={startsAt}
      notPrinted={printing.notPrinted.get(order.id)}
    />
  );
  const contents: Record<Lane, { count: number; cards: ReactNode }> = {
    scheduled: {
      count: columns.scheduled.length,
      cards: columns.scheduled.map(({ order, startsAt }) => card(order, startsAt)),
    },
    incoming: { count: columns.incoming.length, cards: columns.incoming.map((order) => card(order)) },
    preparing: { count: columns.preparing.length, cards: columns.preparing.map((order) => card(order)) },
    finished: {
      count: columns.finished.length,
      cards: (
        <ul className="finished">
          {columns.finished.map((order) => (
            <FinishedRow key={order.id} order={order} now={now} onDetails={handlers.onDetails} />
          ))}
        </ul>
      ),
    },
  };
  // The Scheduled lane shows only while something is placed for later.
  const lanes = laneTable.filter((item) => item.id !== 'scheduled' || contents.scheduled.count > 0);

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

      <div className="lane-tabs" role="tablist" aria-label="Order lanes" ref={tabsRef}>
        {lanes.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={lane === item.id}
            aria-controls={`lane-${item.id}`}
            className="lane-tab"
            onClick={() => chooseLane(item.id)}
          >
            {item.tab} <span className="count">{contents[item.id].count}</span>
          </button>
        ))}
      </div>

      <div className={`lanes${lanes.length === 4 ? ' lanes--four' : ''}`} ref={lanesRef}>
        {lanes.map((item) => (
          <BoardLane
            key={item.id}
            id={item.id}
            title={item.title}
            count={contents[item.id].count}
            colour={item.colour}
            active={lane}
          >
            {contents[item.id].count === 0 && item.empty ? (
              <p className="empty">
                <strong>{item.empty.title}</strong>
                {item.empty.hint && <span>{item.empty.hint}</span>}
              </p>
            ) : (
              contents[item.id].cards
            )}
          </BoardLane>
        ))}
      </div>
    </div>
  );
}

/** One lane: its heading with the count, and its cards in a column that scrolls on its own. */
function BoardLane({
  id,
  title,
  count,
  colour,
  active,
  children,
}: {
  id: Lane;
  title: string;
  count: number;
  colour: 'blue' | 'green' | 'orange' | 'red';
  active: Lane;
  children: ReactNode;
}) {
  return (
    <section
      id={`lane-${id}`}
      className={`lane lane--${colour}${active === id ? ' lane--active' : ''}`}
      aria-labelledby={`lane-${id}-title`}
    >
      <h2 id={`lane-${id}-title`} className="lane__title">
        {title} <span className="count">{count}</span>
      </h2>
      <div className="lane__body" data-testid={`lane-${id}-body`}>
        {children}
      </div>
    </section>
  );
}
