import { topics } from '@orderly/client';
import type { Table } from '@orderly/domain';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useWorkspace } from '../../app/workspace-context.ts';
import { useLive } from '../../lib/client.tsx';
import { useMe } from '../auth/me-context.tsx';
import { usePrint } from '../printing/print-host.tsx';
import { OpenVisits } from './open-visits.tsx';
import './tables.css';

type LinkKind = 'table' | 'kiosk';

interface TableCodes {
  table: Table;
  links: Record<LinkKind, { url: string; image: string }>;
}

/** The customer links a table's QR code opens (SPEC.md entry routes). */
export function tableLinks(origin: string, restaurantId: string, locationId: string, tableId: string) {
  const base = `${origin}/restaurants/${encodeURIComponent(restaurantId)}/locations/${encodeURIComponent(locationId)}`;
  return {
    table: `${base}/tables/${encodeURIComponent(tableId)}`,
    kiosk: `${base}/kiosks/${encodeURIComponent(tableId)}/`,
  };
}

const isLocalOrigin = (origin: string) => {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host);
  } catch {
    return false;
  }
};

/**
 * The address the QR codes open: the server's PUBLIC_URL; while that is a local address, the one this
 * device reached the server at (it may be on the restaurant's network).
 */
export function qrOrigin(publicUrl: string | undefined, publicUrlIsLocal: boolean, here: string) {
  if (!publicUrl) return here;
  const origin = new URL(publicUrl).origin;
  return publicUrlIsLocal && !isLocalOrigin(here) ? here : origin;
}

const byNumber = (a: Table, b: Table) =>
  a.tableNumber.localeCompare(b.tableNumber, undefined, { numeric: true, sensitivity: 'base' });

/** QR codes for every table's dine-in link and kiosk link, printable as an A4 / Letter sheet. */
export function TablesScreen() {
  const { restaurantId, locationId, settings } = useWorkspace();
  const tables = useLive(topics.menu(restaurantId, locationId)).data?.tables;
  const [codes, setCodes] = useState<TableCodes[] | null>(null);
  const print = usePrint();
  const { me } = useMe();
  const origin = qrOrigin(me?.publicUrl, me?.publicUrlIsLocal ?? false, window.location.origin);
  const localWarning = (me?.publicUrlIsLocal ?? false) || isLocalOrigin(origin);

  useEffect(() => {
    if (!tables) return;
    let cancelled = false;
    const image = (url: string) =>
      QRCode.toDataURL(url, { margin: 1, width: 480, errorCorrectionLevel: 'M' });
    Promise.all(
      [...tables].sort(byNumber).map(async (table) => {
        const links = tableLinks(origin, restaurantId, locationId, table.id);
        const [tableImage, kioskImage] = await Promise.all([image(links.table), image(links.kiosk)]);
        return {
          table,
          links: {
            table: { url: links.table, image: tableImage },
            kiosk: { url: links.kiosk, image: kioskImage },
          },
        };
      }),
    ).then((made) => !cancelled && setCodes(made));
    return () => {
      cancelled = true;
    };
  }, [tables, restaurantId, locationId, origin]);

  const printSheet = (kind: LinkKind, only?: TableCodes) =>
    print({
      kind: 'sheet',
      content: (
        <div className="qr-sheet">
          {(only ? [only] : (codes ?? [])).map((entry) => (
            <div className="qr-sheet__card" key={entry.table.id}>
              <p className="qr-sheet__brand">{settings.name}</p>
              <img
                className="qr-sheet__code"
                src={entry.links[kind].image}
                alt={`QR code for table ${entry.table.tableNumber}`}
              />
              <p className="qr-sheet__table">Table {entry.table.tableNumber}</p>
              <p className="qr-sheet__hint">
                {kind === 'kiosk' ? 'Scan to order here' : 'Scan to see the menu and order'}
              </p>
            </div>
          ))}
        </div>
      ),
    });

  const warning = localWarning ? <LocalAddressWarning publicUrl={me?.publicUrl ?? origin} /> : null;
  // Where tables keep tabs, the open ones come first: what staff act on during service.
  const tabs = settings.tableTabs?.enabled ? (
    <OpenVisits
      restaurantId={restaurantId}
      locationId={locationId}
      timeZone={settings.timeZone}
      tables={tables ?? []}
    />
  ) : null;
  if (!codes) return <p className="queue-loading">Making QR codes…</p>;
  if (codes.length === 0) {
    return (
      <p className="empty">
        <strong>No tables yet</strong>
      </p>
    );
  }

  return (
    <div className="tables-screen">
      {tabs}
      {warning}
      <div className="tables-screen__bar">
        <p className="muted">
          {codes.length} tables · each QR opens the menu for that table. Print on A4 or Letter, six per page.
        </p>
        <div className="tables-screen__actions">
          <button type="button" className="btn btn--primary btn--big" onClick={() => printSheet('table')}>
            Print table QR codes
          </button>
          {settings.virtualKioskEnabled !== false && (
            <button type="button" className="btn btn--big" onClick={() => printSheet('kiosk')}>
              Print kiosk QR codes
            </button>
          )}
        </div>
      </div>
      <ul className="tables-grid">
        {codes.map((entry) => (
          <li
            key={entry.table.id}
            className={`table-card${entry.table.active ? '' : ' table-card--off'}`}
            data-testid="table-card"
          >
            <h2 className="table-card__title">
              Table {entry.table.tableNumber}
              {!entry.table.active && <span className="status status--neutral">Inactive</span>}
            </h2>
            <div className="table-card__codes">
              {(['table', 'kiosk'] as const).map((kind) => (
                <figure key={kind} className="table-card__code">
                  <img
                    className="qr"
                    src={entry.links[kind].image}
                    alt={`QR code for ${kind === 'table' ? 'table' : 'kiosk'} ${entry.table.tableNumber}`}
                  />
                  <figcaption>
                    <strong>{kind === 'table' ? 'Dine-in' : 'Kiosk'}</strong>
                    <a
                      href={entry.links[kind].url}
                      target="_blank"
                      rel="noreferrer"
                      className="table-card__url"
                    >
                      {entry.links[kind].url.replace(/^https?:\/\//, '')}
                    </a>
                  </figcaption>
                </figure>
              ))}
            </div>
            <button
              type="button"
              className="btn btn--block"
              onClick={() => printSheet('table', entry)}
              aria-label={`Print QR code for table ${entry.table.tableNumber}`}
            >
              Print
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** QR codes that point at localhost open nothing on a customer's phone: say so, and how to fix it. */
function LocalAddressWarning({ publicUrl }: { publicUrl: string }) {
  return (
    <div className="tables-warning" role="alert" data-testid="public-url-warning">
      <p>
        <strong>These QR codes will not open on a phone yet.</strong> The server's public address is{' '}
        <code>{publicUrl}</code>, which only this computer can reach.
      </p>
      <p>
        Start the server with the address customers reach, for example{' '}
        <code>PUBLIC_URL=https://your-domain npm start</code> (see the README), then print the codes.
      </p>
    </div>
  );
}
