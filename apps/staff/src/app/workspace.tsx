import { topics } from '@orderly/client';
import { rememberZoneOffsets } from '@orderly/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { toast } from 'sonner';
import { signOut, useMe } from '../features/auth/me-context.tsx';
import { KitchenTicket } from '../features/printing/kitchen-ticket.tsx';
import { usePrint } from '../features/printing/print-host.tsx';
import { PrinterBanner } from '../features/printing/printer-banner.tsx';
import { reprintOrder } from '../features/printing/printing-api.ts';
import { usePrintingStatus } from '../features/printing/use-printing-status.ts';
import { CancelDialog } from '../features/queue/cancel-dialog.tsx';
import type { OrderHandlers } from '../features/queue/order-card.tsx';
import { OrderDetailDialog } from '../features/queue/order-detail-dialog.tsx';
import { useQueueAlerts } from '../features/queue/use-queue-alerts.ts';
import type { StaffOrder } from '../lib/api-types.ts';
import { messageOf, useLive, useServerNow } from '../lib/client.tsx';
import { setLastLocation, useSession } from '../lib/session.ts';
import { NotificationButton, SoundButton, useSoundPreference } from './alert-controls.tsx';
import { BusyBanner } from './busy-controls.tsx';
import { ConnectionPill } from './connection-pill.tsx';
import { PausedBanner, StoreControls } from './store-controls.tsx';
import type { Workspace as WorkspaceValue } from './workspace-context.ts';
import './workspace.css';

/** Guards the location's screens: signed in, staff of this restaurant and location. */
export function WorkspaceGate() {
  const session = useSession();
  const location = useLocation();
  const { me, error } = useMe();
  const { restaurantId = '', locationId = '' } = useParams();
  if (!session) return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname)}`} replace />;
  if (error) return <Notice title="We could not load your account" body={error} />;
  if (!me) return <Notice title="Loading…" />;
  const role = me.staff.find((entry) => entry.restaurantId === restaurantId);
  if (!role || (role.locationIds !== null && !role.locationIds.includes(locationId))) {
    return (
      <Notice
        title="Not staff here"
        body="Only staff of this restaurant can do that. Choose one of your locations, or sign in with another account."
      />
    );
  }
  return (
    <Workspace restaurantId={restaurantId} locationId={locationId} isManager={role.role === 'manager'} />
  );
}

function Notice({ title, body }: { title: string; body?: string }) {
  return (
    <main className="notice">
      <h1>{title}</h1>
      {body && <p>{body}</p>}
      {body && (
        <div className="notice__actions">
          <Link className="btn btn--primary btn--big" to="/">
            Choose location
          </Link>
          <button type="button" className="btn btn--big" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      )}
    </main>
  );
}

function Workspace({
  restaurantId,
  locationId,
  isManager,
}: {
  restaurantId: string;
  locationId: string;
  /** Managers get a link to the back office. */
  isManager: boolean;
}) {
  const locationTopic = useLive(topics.location(restaurantId, locationId));
  const queueTopic = useLive(topics.staff(restaurantId, locationId));
  const settings = locationTopic.data?.settings ?? null;
  // Before this render's times: the restaurant's clock, by the server's tz database.
  rememberZoneOffsets(locationTopic.data?.zoneOffsets);
  const queue = queueTopic.data ?? null;
  const print = usePrint();
  const [soundOn, setSoundOn] = useSoundPreference();
  const [detailId, setDetailId] = useState<{ id: string; fallback: StaffOrder } | null>(null);
  const [cancelling, setCancelling] = useState<StaffOrder | null>(null);
  const now = useServerNow(15_000);
  // Network printers print the tickets by themselves (0090); without any, this device prints them.
  const printing = usePrintingStatus(restaurantId, locationId, queue, settings);

  useEffect(() => {
    if (settings) setLastLocation({ restaurantId, locationId });
  }, [settings, restaurantId, locationId]);

  const printOrder = useCallback(
    (order: StaffOrder) => {
      if (!settings) return;
      print({
        kind: 'ticket',
        content: (
          <KitchenTicket
            order={order}
            restaurantName={settings.name}
            locationName={settings.locationName}
            timeZone={settings.timeZone}
          />
        ),
      });
    },
    [print, settings],
  );

  const waiting = useQueueAlerts({
    queue,
    soundOn,
    printingEnabled: (settings?.printingEnabled ?? false) && !printing.hasPrinters,
    printOrder,
    waitTime: settings?.waitTime ?? 0,
    deliveryTime: settings?.deliveryTime ?? 0,
    escalation: {
      escalateAfterSeconds: settings?.escalateAfterSeconds,
      autoRejectAfterMinutes: settings?.autoRejectAfterMinutes,
    },
  });

  const handlers = useMemo<OrderHandlers>(
    () => ({
      onCancel: (order) => setCancelling(order),
      onPrint: printOrder,
      onDetails: (order) => setDetailId({ id: order.id, fallback: order }),
      onReprint: (order) =>
        reprintOrder(order.id).then(
          () => toast(`Order ${order.orderNumber} is printing again`),
          (caught: unknown) => toast.error(messageOf(caught)),
        ),
    }),
    [printOrder],
  );

  if (!locationTopic.answered) {
    return <Notice title="Opening location…" />;
  }
  if (!settings) {
    return (
      <Notice
        title="We could not find that location"
        body={locationTopic.error ?? 'Check the link or choose one of your locations.'}
      />
    );
  }

  // The detail dialog follows the live order, so a status change shows at once.
  const detail = detailId
    ? (queue?.orders.find((order) => order.id === detailId.id) ?? detailId.fallback)
    : null;
  const value: WorkspaceValue = { restaurantId, locationId, settings, queue, handlers, printing };
  const base = `/restaurants/${restaurantId}/locations/${locationId}`;
  const incoming =
    queue?.orders.filter((order) => order.status === 'New' || order.status === 'Pending').length ?? 0;

  return (
    <div className="workspace">
      <header className="topbar">
        <div className="topbar__brand">
          <p className="topbar__restaurant">{settings.name}</p>
          <Link className="topbar__location" to="/" aria-label={`${settings.locationName}, switch location`}>
            {settings.locationName}
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              aria-hidden="true"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </Link>
        </div>
        <ConnectionPill queueError={queueTopic.error} />
        <StoreControls restaurantId={restaurantId} locationId={locationId} settings={settings} />
        <div className="topbar__tools">
          {isManager && (
            <Link className="btn icon-btn" to={`/manage/${encodeURIComponent(restaurantId)}`}>
              <TabIcon d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
              <span>Manage restaurant</span>
            </Link>
          )}
          <SoundButton on={soundOn} onChange={setSoundOn} />
          <NotificationButton />
          <button type="button" className="btn icon-btn" onClick={() => void signOut()}>
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
            </svg>
            <span>Sign out</span>
          </button>
        </div>
      </header>
      <nav className="tabs" aria-label="Staff sections">
        <NavLink to={base} end className="tab">
          <TabIcon d="M4 6h16M4 12h16M4 18h10" />
          Orders
          {incoming > 0 && (
            <span className={`tab__badge${waiting > 0 ? ' tab__badge--alert' : ''}`}>
              {incoming}
              <span className="visually-hidden"> new</span>
            </span>
          )}
        </NavLink>
        <NavLink to={`${base}/menu`} className="tab">
          <TabIcon d="M4 4h16v16H4zM4 9h16M9 9v11" />
          Menu
        </NavLink>
        <NavLink to={`${base}/tables`} className="tab">
          <TabIcon d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2z" />
          Tables
        </NavLink>
        <NavLink to={`${base}/today`} className="tab">
          <TabIcon d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
          Today
        </NavLink>
      </nav>
      <PausedBanner settings={settings} restaurantId={restaurantId} locationId={locationId} />
      <BusyBanner settings={settings} restaurantId={restaurantId} locationId={locationId} />
      <PrinterBanner unreachable={printing.unreachable} />
      {queueTopic.error && (
        <p className="form-error workspace__error" role="alert">
          {queueTopic.error === 'Not Authenticated'
            ? 'Only staff of this restaurant can do that.'
            : queueTopic.error}
        </p>
      )}
      <main className="workspace__main">
        <Outlet context={value} />
      </main>
      <OrderDetailDialog
        order={detail}
        now={now}
        timeZone={settings.timeZone}
        onClose={() => setDetailId(null)}
        onCancel={(order) => {
          setDetailId(null);
          setCancelling(order);
        }}
        onPrint={printOrder}
      />
      <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

function TabIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
