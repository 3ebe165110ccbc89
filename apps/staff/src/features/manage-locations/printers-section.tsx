import type { DataOf } from '@orderly/contract';
import type { Printer, PrintMoment } from '@orderly/domain';
import { useEffect, useRef, useState } from 'react';
import { call, messageOf } from '../../lib/client.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { FormSection, SelectField, TextField, WholeField } from '../manage/form-parts.tsx';
import { useManageCall } from '../manage/manage-api.ts';

type PrinterStatus = DataOf<'listPrinters'>['printers'][number];

/** The stations offered; a restaurant's own name goes in "Other". */
const STATIONS = ['kitchen', 'bar', 'expo'] as const;
const stationOptions = [
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'bar', label: 'Bar' },
  { value: 'expo', label: 'Expo (every item)' },
  { value: 'other', label: 'Other station' },
] as const;
type StationChoice = (typeof stationOptions)[number]['value'];

/** How the server reaches it (decision 0096). */
const kindOptions = [
  { value: 'tcp', label: 'Network (port 9100)' },
  { value: 'cloudprnt', label: 'Cloud (the printer polls)' },
] as const;
type KindChoice = (typeof kindOptions)[number]['value'];

export const printerFieldId = (index: number, field: string) => `printer-${index}-${field}`;

const newPrinter = (count: number): Printer => ({
  id: `printer-${Math.random().toString(36).slice(2, 8)}`,
  name: count === 0 ? 'Kitchen' : `Printer ${count + 1}`,
  station: count === 0 ? 'kitchen' : 'bar',
  categoryIds: [],
  productIds: [],
  connection: { kind: 'tcp', host: '', port: 9100 },
});

/** The last contact of a saved printer, in words. */
function contactText(status: PrinterStatus | undefined, timeZone: string): string {
  if (!status) return 'Not saved yet: save, then print a test page.';
  const printed = status.lastPrintedAt
    ? `Last printed ${formatDateTime(status.lastPrintedAt, timeZone)}.`
    : 'Nothing printed yet.';
  if (status.kind === 'cloudprnt') {
    const polled = status.lastContactAt
      ? `Last asked for tickets ${formatDateTime(status.lastContactAt, timeZone)}.`
      : 'Has not asked for tickets yet.';
    if (status.state !== 'unreachable') return `${polled} ${printed}`;
    // Never polled: the reason says so already.
    const reason = `Cannot be reached: ${status.lastError ?? 'no answer'}`;
    return status.lastContactAt ? `${reason} ${polled} ${printed}` : `${reason} ${printed}`;
  }
  if (status.state === 'unreachable')
    return `Cannot be reached: ${status.lastError ?? 'no answer'} ${printed}`;
  return printed;
}

/**
 * The location's network printers (decision 0090): each one's name, station, address and port and
 * which categories it prints (none ticked: everything), a test page and its last contact; and
 * whether tickets print when staff confirm an order or when it arrives. Saved with the page.
 */
export function PrintersSection({
  restaurantId,
  locationId,
  timeZone,
  printers,
  savedPrinters,
  printOn,
  problems,
  onChange,
  onPrintOnChange,
}: {
  restaurantId: string;
  locationId: string;
  timeZone: string;
  printers: Printer[];
  /** As saved: a printer changed here is tested after saving. */
  savedPrinters: Printer[];
  printOn: PrintMoment;
  problems: Record<string, string>;
  onChange: (printers: Printer[]) => void;
  onPrintOnChange: (printOn: PrintMoment) => void;
}) {
  const params = { restaurantId, locationId };
  const menu = useManageCall('getManagedMenu', { params: { restaurantId } });
  const contacts = useManageCall('listPrinters', { params });
  const [testing, setTesting] = useState<string | null>(null);
  const [tested, setTested] = useState<Record<string, string>>({});
  const categories = menu.data?.menu.categories ?? [];

  const change = (index: number, next: Partial<Printer>) =>
    onChange(printers.map((printer, at) => (at === index ? { ...printer, ...next } : printer)));

  const [addresses, setAddresses] = useState<Record<string, string>>({});
  const [making, setMaking] = useState<string | null>(null);
  const [addressProblems, setAddressProblems] = useState<Record<string, string>>({});

  const test = async (printer: Printer) => {
    setTesting(printer.id);
    try {
      const answer = await call('testPrinter', { params: { ...params, printerId: printer.id } });
      const cloud = printer.connection.kind === 'cloudprnt';
      setTested((current) => ({
        ...current,
        [printer.id]:
          answer.outcome === 'waiting'
            ? 'Not collected yet: the printer has not asked for its tickets within 15 seconds. The test page waits in its queue.'
            : answer.outcome === 'printed'
              ? cloud
                ? 'The printer took the test page.'
                : 'The test page printed.'
              : `The test page did not print: ${answer.printer.lastError ?? 'no answer'}`,
      }));
      await contacts.reload();
    } catch (caught) {
      setTested((current) => ({ ...current, [printer.id]: messageOf(caught) }));
    } finally {
      setTesting(null);
    }
  };

  const makeAddress = async (printer: Printer) => {
    setMaking(printer.id);
    setAddressProblems((current) => ({ ...current, [printer.id]: '' }));
    try {
      const answer = await call('issueCloudPrntAddress', { params: { ...params, printerId: printer.id } });
      setAddresses((current) => ({ ...current, [printer.id]: answer.url }));
      await contacts.reload();
    } catch (caught) {
      setAddressProblems((current) => ({ ...current, [printer.id]: messageOf(caught) }));
    } finally {
      setMaking(null);
    }
  };

  return (
    <FormSection
      title="Printers"
      description="Kitchen and bar printers: on the restaurant's network (ESC/POS, port 9100 on most 80 mm printers), or in the cloud (a Star CloudPRNT printer that asks this server for its tickets, from behind any router). Each station's ticket lists only its items; the expo ticket lists everything. With no printer, the staff app prints tickets from the device."
    >
      <fieldset className="mradios">
        <legend className="mfield__label">Tickets print</legend>
        {(
          [
            ['confirmed', 'When staff confirm the order'],
            ['placed', 'When the order arrives'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="mchecks__item">
            <input
              type="radio"
              name="print-on"
              checked={printOn === value}
              onChange={() => onPrintOnChange(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>

      {printers.length === 0 && <p className="mnote">No printers: tickets print from the staff app.</p>}
      <ul className="mprinters">
        {printers.map((printer, index) => {
          const station: StationChoice = (STATIONS as readonly string[]).includes(printer.station)
            ? (printer.station as StationChoice)
            : 'other';
          const saved = savedPrinters.find((one) => one.id === printer.id);
          const unchanged = saved !== undefined && JSON.stringify(saved) === JSON.stringify(printer);
          const status = contacts.data?.printers.find((one) => one.id === printer.id);
          return (
            <li key={printer.id} className="mprinter">
              <fieldset>
                <legend>{printer.name || `Printer ${index + 1}`}</legend>
                <div className="mgrid">
                  <TextField
                    id={printerFieldId(index, 'name')}
                    label="Name"
                    maxLength={60}
                    value={printer.name}
                    error={problems[printerFieldId(index, 'name')]}
                    onChange={(name) => change(index, { name })}
                  />
                  <SelectField
                    id={printerFieldId(index, 'station')}
                    label="Station"
                    value={station}
                    options={stationOptions}
                    onChange={(choice) => change(index, { station: choice === 'other' ? '' : choice })}
                  />
                  {station === 'other' && (
                    <TextField
                      id={printerFieldId(index, 'own-station')}
                      label="Station name"
                      hint="Printed on its tickets, e.g. Pizza oven."
                      maxLength={40}
                      value={printer.station}
                      error={problems[printerFieldId(index, 'station')]}
                      onChange={(name) => change(index, { station: name })}
                    />
                  )}
                  <SelectField
                    id={printerFieldId(index, 'kind')}
                    label="How it connects"
                    value={printer.connection.kind as KindChoice}
                    options={kindOptions}
                    onChange={(kind) =>
                      change(index, {
                        connection:
                          kind === 'tcp'
                            ? saved?.connection.kind === 'tcp'
                              ? saved.connection
                              : { kind: 'tcp', host: '', port: 9100 }
                            : { kind: 'cloudprnt' },
                      })
                    }
                  />
                  {printer.connection.kind === 'tcp' && (
                    <>
                      <TextField
                        id={printerFieldId(index, 'host')}
                        label="Address"
                        hint="The printer's IP address on the restaurant's network, e.g. 192.168.1.50."
                        value={printer.connection.host}
                        error={problems[printerFieldId(index, 'host')]}
                        onChange={(host) =>
                          change(index, {
                            connection: { kind: 'tcp', port: 9100, ...tcpOf(printer), host: host.trim() },
                          })
                        }
                      />
                      <WholeField
                        id={printerFieldId(index, 'port')}
                        label="Port"
                        hint="9100 on most printers."
                        value={printer.connection.port}
                        error={problems[printerFieldId(index, 'port')]}
                        onChange={(port) =>
                          change(index, { connection: { kind: 'tcp', host: '', ...tcpOf(printer), port } })
                        }
                      />
                    </>
                  )}
                </div>
                {printer.connection.kind === 'cloudprnt' && (
                  <CloudAddress
                    index={index}
                    saved={unchanged}
                    status={unchanged ? status : undefined}
                    url={addresses[printer.id] ?? null}
                    making={making === printer.id}
                    problem={addressProblems[printer.id] || null}
                    onMake={() => void makeAddress(printer)}
                  />
                )}
                {station !== 'expo' && (
                  <fieldset className="mchecks">
                    <legend className="mfield__label">What it prints</legend>
                    <p className="mfield__hint">None ticked: every item.</p>
                    <div className="mchecks__box">
                      {categories.map((category) => (
                        <label key={category.id} className="mchecks__item">
                          <input
                            type="checkbox"
                            checked={printer.categoryIds.includes(category.id)}
                            onChange={(event) =>
                              change(index, {
                                categoryIds: event.target.checked
                                  ? [...printer.categoryIds, category.id]
                                  : printer.categoryIds.filter((id) => id !== category.id),
                              })
                            }
                          />
                          {category.name}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                )}
                <p className="mnote" data-testid="printer-contact">
                  {contactText(unchanged ? status : undefined, timeZone)}
                </p>
                <div className="mprinter__actions">
                  <button
                    type="button"
                    className="btn"
                    disabled={!unchanged || testing !== null}
                    onClick={() => void test(printer)}
                  >
                    {testing === printer.id ? 'Printing…' : 'Test print'}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    onClick={() => onChange(printers.filter((_, at) => at !== index))}
                  >
                    Remove {printer.name || 'printer'}
                  </button>
                </div>
                {tested[printer.id] && (
                  <p className="mnote" role="status">
                    {tested[printer.id]}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn"
        onClick={() => onChange([...printers, newPrinter(printers.length)])}
      >
        Add a printer
      </button>
    </FormSection>
  );
}

const tcpOf = (printer: Printer) => (printer.connection.kind === 'tcp' ? printer.connection : {});

/**
 * A cloud printer's secret poll address (decision 0096): made by the server and shown once, with a
 * copy button, to type into the printer's CloudPRNT settings; a new one replaces it.
 */
function CloudAddress({
  index,
  saved,
  status,
  url,
  making,
  problem,
  onMake,
}: {
  index: number;
  saved: boolean;
  status: PrinterStatus | undefined;
  url: string | null;
  making: boolean;
  problem: string | null;
  onMake: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // A new address: focus moves to it, to copy.
  useEffect(() => {
    if (url !== null) field.current?.focus();
  }, [url]);
  if (!saved) {
    return <p className="mnote">Save, then make the address to type into the printer.</p>;
  }
  const hasAddress = url !== null || status?.hasAddress === true;
  return (
    <div className="mprinter__cloud">
      {url !== null ? (
        <>
          <label className="mfield__label" htmlFor={printerFieldId(index, 'address')}>
            Server URL for the printer
          </label>
          <div className="mprinter__url">
            <input
              ref={field}
              id={printerFieldId(index, 'address')}
              className="input"
              readOnly
              value={url}
              aria-describedby={printerFieldId(index, 'address-hint')}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              className="btn"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(
                  () => setCopied(true),
                  () => setCopied(false),
                );
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
          <p className="mfield__hint" id={printerFieldId(index, 'address-hint')}>
            Open the printer's settings page (its IP address in a browser), turn on CloudPRNT and enter this
            as the Server URL. It is shown only now: copy it before you leave this page.
          </p>
        </>
      ) : (
        <p className="mnote">
          {hasAddress
            ? 'The printer has its address. Lost it? Make a new one: the old one stops working.'
            : 'Make the address the printer asks for its tickets at.'}
        </p>
      )}
      <button type="button" className="btn btn--ghost" disabled={making} onClick={onMake}>
        {making ? 'Making…' : hasAddress ? 'Make a new address' : "Make the printer's address"}
      </button>
      {problem && (
        <p className="mfield__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
