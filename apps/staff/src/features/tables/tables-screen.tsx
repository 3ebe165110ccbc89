import type { Table } from '@orderly/domain';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useWorkspace } from '../../app/workspace-context.ts';
import { useLive } from '../../lib/live-context.tsx';
import { usePrint } from '../printing/print-host.tsx';
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

const byNumber = (a: Table, b: Table) =>
  a.tableNumber.localeCompare(b.tableNumber, undefined, { numeric: true, sensitivity: 'base' });

/** QR codes for every table's dine-in link and kiosk link, printable as an A4 / Letter sheet. */
export function TablesScreen() {
  const { restaurantId, locationId, settings } = useWorkspace();
  const tables = useLive<{ tables: Table[] }>(`menu:${restaurantId}:${locationId}`).data?.tables;
  const [codes, setCodes] = useState<TableCodes[] | null>(null);
  const print = usePrint();

  useEffect(() => {
    if (!tables) return;
    let cancelled = false;
    const origin = window.location.origin;
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
  }, [tables, restaurantId, locationId]);

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
