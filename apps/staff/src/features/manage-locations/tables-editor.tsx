import type { DataOf } from '@orderly/contract';
import { tableSchema } from '@orderly/domain/restaurant-document';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, messageOf } from '../../lib/client.tsx';
import { FormSection } from '../manage/form-parts.tsx';

type Table = DataOf<'getManagedLocation'>['location']['tables'][number];

/** The customer links of a table: at the table (dine-in) and as a kiosk (SPEC.md entry routes). */
function customerLinks(restaurantId: string, locationId: string, tableId: string) {
  const base = `${window.location.origin}/restaurants/${encodeURIComponent(restaurantId)}/locations/${encodeURIComponent(locationId)}`;
  return {
    table: `${base}/tables/${encodeURIComponent(tableId)}`,
    kiosk: `${base}/kiosks/${encodeURIComponent(tableId)}/`,
  };
}

/**
 * A location's tables (each also a kiosk link): add, rename, take out of use and back. Each action
 * is saved at once; the QR sheet and customers' screens follow live.
 */
export function TablesEditor({
  restaurantId,
  locationId,
  locationName,
  tables,
  onChanged,
}: {
  restaurantId: string;
  locationId: string;
  locationName: string;
  tables: Table[];
  onChanged: () => void;
}) {
  const [newName, setNewName] = useState('');
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setStatus({ text: await work(), error: false });
      onChanged();
      return true;
    } catch (error) {
      setStatus({ text: messageOf(error), error: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    const checked = tableSchema.shape.tableNumber.safeParse(newName);
    if (!checked.success) {
      setStatus({ text: 'Give the table a name or number (up to 20 characters).', error: true });
      return;
    }
    const done = await run(async () => {
      await call('addTable', { params: { restaurantId, locationId }, body: { tableNumber: checked.data } });
      return `Table ${checked.data} added.`;
    });
    if (done) setNewName('');
  };

  const sorted = [...tables];
  return (
    <FormSection
      title="Tables and kiosks"
      description="Each table has a dine-in link and a kiosk link. Changes are saved at once."
      actions={
        <Link
          className="btn"
          to={`/restaurants/${encodeURIComponent(restaurantId)}/locations/${encodeURIComponent(locationId)}/tables`}
        >
          Print QR codes
        </Link>
      }
    >
      <p className={status?.error ? 'mbanner mbanner--error' : 'mnote'} role="status">
        {status?.text ??
          `${tables.filter((table) => table.active).length} of ${tables.length} tables in use at ${locationName}.`}
      </p>
      <form
        className="tables-add"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <label htmlFor="new-table" className="mfield__label">
          New table
        </label>
        <input
          id="new-table"
          className="input"
          placeholder="e.g. 14 or Patio 2"
          maxLength={20}
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
        />
        <button type="submit" className="btn btn--go" disabled={busy || !newName.trim()}>
          Add table
        </button>
      </form>
      <ul className="mlist tables-list">
        {sorted.map((table) => (
          <TableRow
            key={table.id}
            table={table}
            busy={busy}
            restaurantId={restaurantId}
            locationId={locationId}
            onRun={run}
          />
        ))}
      </ul>
    </FormSection>
  );
}

function TableRow({
  table,
  busy,
  restaurantId,
  locationId,
  onRun,
}: {
  table: Table;
  busy: boolean;
  restaurantId: string;
  locationId: string;
  onRun: (work: () => Promise<string>) => Promise<boolean>;
}) {
  const [name, setName] = useState(table.tableNumber);
  const renamed = name.trim() !== table.tableNumber && name.trim() !== '';
  const links = customerLinks(restaurantId, locationId, table.id);
  const params = { restaurantId, locationId, tableId: table.id };
  const inputId = `table-${table.id}`;
  return (
    <li className={`mrow tables-row${table.active ? '' : ' mrow--off'}`}>
      <div className="tables-row__name">
        <label className="visually-hidden" htmlFor={inputId}>
          Name of table {table.tableNumber}
        </label>
        <input
          id={inputId}
          className="input"
          maxLength={20}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {renamed && (
          <button
            type="button"
            className="btn btn--go"
            disabled={busy}
            onClick={() =>
              void onRun(async () => {
                await call('updateTable', { params, body: { tableNumber: name.trim() } });
                return `Table ${table.tableNumber} is now ${name.trim()}.`;
              })
            }
          >
            Rename<span className="visually-hidden"> table {table.tableNumber}</span>
          </button>
        )}
      </div>
      <div className="mrow__meta tables-row__links">
        {!table.active && <span className="mtag mtag--off">Out of use</span>}
        <a href={links.table} target="_blank" rel="noreferrer">
          Table link<span className="visually-hidden"> of table {table.tableNumber}</span>
        </a>
        <a href={links.kiosk} target="_blank" rel="noreferrer">
          Kiosk link<span className="visually-hidden"> of table {table.tableNumber}</span>
        </a>
      </div>
      <div className="mrow__actions">
        <button
          type="button"
          className={table.active ? 'btn btn--danger' : 'btn'}
          disabled={busy}
          onClick={() =>
            void onRun(async () => {
              await call('updateTable', { params, body: { active: !table.active } });
              return table.active
                ? `Table ${table.tableNumber} is out of use.`
                : `Table ${table.tableNumber} is back in use.`;
            })
          }
        >
          {table.active ? 'Take out of use' : 'Put back in use'}
          <span className="visually-hidden"> table {table.tableNumber}</span>
        </button>
      </div>
    </li>
  );
}
