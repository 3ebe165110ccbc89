import type { DataOf } from '@orderly/contract';
import {
  DEFAULT_AUTO_REJECT_AFTER_MINUTES,
  DEFAULT_ESCALATE_AFTER_SECONDS,
  isKnownPosition,
  type KioskDineIn,
} from '@orderly/domain';
import { brandSettingsSchema, locationDocumentSchema } from '@orderly/domain/restaurant-document';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { call } from '../../lib/client.tsx';
import {
  ErrorSummary,
  FormSection,
  fieldMessage,
  MoneyField,
  PercentField,
  type Problem,
  SaveBar,
  SelectField,
  TextField,
  Toggle,
  useEditable,
  WholeField,
} from '../manage/form-parts.tsx';
import { useManageCall } from '../manage/manage-api.ts';
import { holdsLocation, useManaged } from '../manage/manage-context.ts';
import { ErrorBanner, ManagePage, PageNotReady } from '../manage/manage-page.tsx';
import { NavIcon } from '../manage/nav-icon.tsx';
import { UnsavedChangesGuard } from '../manage/unsaved-guard.tsx';
import { AddLocation } from './add-location.tsx';
import {
  type CapacityDraft,
  type CapacityField,
  capacityDraftOf,
  capacityFieldLabels,
  readCapacityDraft,
} from './capacity-draft.ts';
import { CapacitySection, capacityFieldId } from './capacity-section.tsx';
import { HoursEditor } from './hours-editor.tsx';
import { OwnSettings } from './own-settings.tsx';
import { PlaceFields } from './place-fields.tsx';
import { PrintersSection, printerFieldId } from './printers-section.tsx';
import { RemoveLocation } from './remove-location.tsx';
import { TablesEditor } from './tables-editor.tsx';
import './locations.css';

type ManagedLocation = DataOf<'getManagedLocation'>['location'];
type LocationSettings = ManagedLocation['settings'];

interface Form {
  locationName: string;
  address: string;
  /** As typed (a half-typed "49." stays). */
  lat: string;
  lng: string;
  inactive: boolean;
  settings: LocationSettings & { googleMapsUrl: string; email: string };
  /** Capacity pacing as typed (saved as `settings.capacity`). */
  capacity: CapacityDraft;
}

const formOf = (location: ManagedLocation): Form => ({
  locationName: location.locationName,
  address: location.address,
  lat: String(location.latLng.lat),
  lng: String(location.latLng.lng),
  inactive: location.inactive,
  capacity: capacityDraftOf(location.settings.capacity),
  settings: {
    ...location.settings,
    googleMapsUrl: location.settings.googleMapsUrl ?? '',
    email: location.settings.email ?? '',
  },
});

/** The locations section: the list, or one location's page (locations/:locationId). */
export function LocationsScreen() {
  const rest = useParams()['*'] ?? '';
  const locationId = decodeURIComponent(rest.split('/')[0] ?? '');
  return locationId ? <LocationPage key={locationId} locationId={locationId} /> : <LocationList />;
}

function LocationList() {
  const { restaurant } = useManaged();
  const [adding, setAdding] = useState(false);
  return (
    <ManagePage
      title="Locations"
      lead="Each location's address, hours, fees and discounts, and its tables and kiosks."
      actions={
        !adding && (
          <button type="button" className="btn btn--go" onClick={() => setAdding(true)}>
            Add a location
          </button>
        )
      }
    >
      {adding && <AddLocation onClose={() => setAdding(false)} />}
      <ul className="mlist">
        {restaurant.locations.map((location) => {
          const held = holdsLocation(restaurant, location.id);
          return (
            <li key={location.id} className={`mrow${location.inactive ? ' mrow--off' : ''}`}>
              <div className="mrow__main">
                <p className="mrow__title">
                  {location.locationName}{' '}
                  {location.inactive && <span className="mtag mtag--off">Not taking orders</span>}
                </p>
                {!held && <p className="mrow__meta">Managed by other managers.</p>}
              </div>
              {held && (
                <div className="mrow__actions">
                  <Link className="btn" to={encodeURIComponent(location.id)}>
                    Edit<span className="visually-hidden"> {location.locationName}</span>
                    <NavIcon d="m9 18 6-6-6-6" />
                  </Link>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </ManagePage>
  );
}

const idOf = (key: string) => `location-${key}`;

/** The amounts of "Orders, fees and discounts": where each is kept, as money or a percentage. */
const amountFields: {
  id: string;
  Kind: typeof MoneyField | typeof PercentField;
  label: string;
  hint: string;
  get: (settings: Form['settings']) => number;
  put: (settings: Form['settings'], amount: number) => Partial<Form['settings']>;
}[] = [
  ...(
    [
      ['minOrder', MoneyField, 'Minimum order', 'Smaller orders cannot be placed (0: none).'],
      [
        'minOrderDiscount',
        MoneyField,
        'Discount threshold',
        'Orders from this amount get the discounts below (0: every order).',
      ],
      ['firstOrderDiscount', PercentField, 'First-order discount', "Off a customer's first order."],
      ['pickupDiscount', PercentField, 'Pickup discount', 'Off pickup orders.'],
      [
        'deposit',
        MoneyField,
        'Deposit',
        'A fixed amount added to every order, shown as "Deposit" on the receipt (0: none).',
      ],
    ] as const
  ).map(([key, Kind, label, hint]) => ({
    id: key,
    Kind,
    label,
    hint,
    get: (settings: Form['settings']) => settings[key],
    put: (_: Form['settings'], amount: number) => ({ [key]: amount }),
  })),
  {
    id: 'bagFee',
    Kind: MoneyField,
    label: 'Bag fee',
    hint: 'Charged per bag on takeout and delivery (0: none).',
    get: (settings) => settings.bagFee.amount,
    put: (settings, amount) => ({ bagFee: { ...settings.bagFee, amount } }),
  },
  {
    id: 'bagFeeInterval',
    Kind: MoneyField,
    label: 'One bag per',
    hint: 'A bag for every this much of the order.',
    get: (settings) => settings.bagFee.interval,
    put: (settings, interval) => ({ bagFee: { ...settings.bagFee, interval } }),
  },
];

/** Each field checked by the restaurant document's own schemas, before the server checks it again. */
function problemsOf(form: Form): {
  list: Problem[];
  hours: Record<number, string>;
  delivery: Record<number, string>;
  capacity: Partial<Record<CapacityField, string>>;
  printers: Record<string, string>;
} {
  const list: Problem[] = [];
  const hours: Record<number, string> = {};
  const delivery: Record<number, string> = {};
  const say = fieldMessage;
  const shape = locationDocumentSchema.shape;
  const name = shape.locationName.safeParse(form.locationName);
  if (!name.success)
    list.push({ fieldId: idOf('name'), message: `Location name: ${say(name.error.issues[0]?.message)}` });
  const address = shape.address.safeParse(form.address);
  if (!address.success) {
    list.push({ fieldId: idOf('address'), message: `Address: ${say(address.error.issues[0]?.message)}` });
  }
  const position = shape.latLng.safeParse({ lat: Number(form.lat), lng: Number(form.lng) });
  if (!position.success || !form.lat.trim() || !form.lng.trim()) {
    list.push({
      fieldId: idOf('lat'),
      message: 'Map position: use a latitude from -90 to 90 and a longitude from -180 to 180.',
    });
  }
  const labels: [keyof Form['settings'], string][] = [
    ['timeZone', 'Time zone'],
    ['googleMapsUrl', 'Maps link'],
    ['phoneNumber', 'Phone number'],
    ['email', 'E-mail address'],
    ['waitTime', 'Wait time'],
    ['minOrder', 'Minimum order'],
    ['minOrderDiscount', 'Discount threshold'],
    ['firstOrderDiscount', 'First-order discount'],
    ['pickupDiscount', 'Pickup discount'],
    ['deposit', 'Deposit'],
    ['escalateAfterSeconds', 'Louder alert after'],
    ['autoRejectAfterMinutes', 'Reject automatically after'],
  ];
  for (const [key, label] of labels) {
    if ((key === 'googleMapsUrl' || key === 'email') && !form.settings[key]) continue;
    const result = brandSettingsSchema.shape[key].safeParse(form.settings[key]);
    if (!result.success)
      list.push({ fieldId: idOf(key), message: `${label}: ${say(result.error.issues[0]?.message)}` });
  }
  const bag = brandSettingsSchema.shape.bagFee.safeParse(form.settings.bagFee);
  if (!bag.success)
    list.push({ fieldId: idOf('bagFee'), message: `Bag fee: ${say(bag.error.issues[0]?.message)}` });
  for (const [key, byDay, label, prefix] of [
    ['hours', hours, 'Opening hours', 'hours'],
    ['deliveryHours', delivery, 'Delivery hours', 'delivery'],
  ] as const) {
    const result = brandSettingsSchema.shape[key].safeParse(form.settings[key]);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const day = issue.path[0];
      if (typeof day !== 'number' || byDay[day]) continue;
      byDay[day] = say(issue.message);
      const dayName = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][day];
      list.push({ fieldId: `${prefix}-${day}-from`, message: `${label}, ${dayName}: ${byDay[day]}` });
    }
  }
  const capacity = readCapacityDraft(form.capacity);
  const capacityProblems = capacity.ok ? {} : capacity.problems;
  for (const [field, message] of Object.entries(capacityProblems) as [CapacityField, string][])
    list.push({ fieldId: capacityFieldId(field), message: `${capacityFieldLabels[field]}: ${message}` });
  const printers: Record<string, string> = {};
  const checked = brandSettingsSchema.shape.printers.safeParse(form.settings.printers);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [index, first, second] = issue.path;
      const field = first === 'connection' ? String(second) : String(first ?? 'name');
      const fieldId = typeof index === 'number' ? printerFieldId(index, field) : undefined;
      const message = say(issue.message);
      if (fieldId) printers[fieldId] = message;
      const name =
        typeof index === 'number'
          ? form.settings.printers[index]?.name || `Printer ${index + 1}`
          : 'Printers';
      list.push({ ...(fieldId ? { fieldId } : {}), message: `${name}: ${message}` });
    }
  }
  return { list, hours, delivery, capacity: capacityProblems, printers };
}

/** Only what changed is sent; the settings sent become this location's own. */
function changesOf(before: Form, after: Form) {
  const settings: Record<string, unknown> = {};
  for (const key of Object.keys(after.settings) as (keyof Form['settings'])[]) {
    const value = after.settings[key];
    if (JSON.stringify(before.settings[key]) === JSON.stringify(value)) continue;
    if ((key === 'googleMapsUrl' || key === 'email') && value === '') continue;
    settings[key] = value;
  }
  const capacity = readCapacityDraft(after.capacity);
  if (capacity.ok && JSON.stringify(after.capacity) !== JSON.stringify(before.capacity))
    settings.capacity = capacity.capacity;
  return {
    ...(after.locationName !== before.locationName ? { locationName: after.locationName.trim() } : {}),
    ...(after.address !== before.address ? { address: after.address.trim() } : {}),
    ...(after.lat !== before.lat || after.lng !== before.lng
      ? { latLng: { lat: Number(after.lat), lng: Number(after.lng) } }
      : {}),
    ...(after.inactive !== before.inactive ? { inactive: after.inactive } : {}),
    settings,
  };
}

function LocationPage({ locationId }: { locationId: string }) {
  const { restaurantId, restaurant, reloadRestaurant } = useManaged();
  const params = { restaurantId, locationId };
  const loaded = useManageCall('getManagedLocation', { params });
  const original = loaded.data ? formOf(loaded.data.location) : null;
  const form = useEditable<Form>(original);
  const [problems, setProblems] = useState<ReturnType<typeof problemsOf>>({
    list: [],
    hours: {},
    delivery: {},
    capacity: {},
    printers: {},
  });

  const back = (
    <Link className="btn btn--ghost manage-back" to=".." relative="path">
      <NavIcon d="m15 18-6-6 6-6" />
      All locations
    </Link>
  );
  if (loaded.error || !form.value || !original || !loaded.data) {
    return <PageNotReady title="Location" top={back} error={loaded.error} loading="Loading the location…" />;
  }
  const value = form.value;
  const location = loaded.data.location;
  const set = <K extends keyof Form['settings']>(key: K, next: Form['settings'][K]) =>
    form.update((current) => ({ ...current, settings: { ...current.settings, [key]: next } }));
  const own = (key: string) => location.ownSettings.includes(key);
  const from = (key: string) =>
    own(key) ? undefined : `As the restaurant; saving a change makes it this location's own.`;

  const save = async () => {
    const found = problemsOf(value);
    setProblems(found);
    if (found.list.length > 0) return;
    const body = changesOf(original, value);
    const saved = await form.save(async () => {
      const answer = await call('updateLocation', { params, body });
      loaded.setData(answer);
      return formOf(answer.location);
    });
    if (saved && (body.locationName || body.inactive !== undefined)) void reloadRestaurant();
  };

  return (
    <ManagePage
      title={location.locationName}
      lead={location.address}
      top={restaurant.locations.length > 1 && back}
    >
      <ErrorSummary problems={problems.list} />
      <ErrorBanner message={form.error} />

      <FormSection title="Location" description="How customers find and reach this location.">
        <Toggle
          label="Taking orders"
          hint="Off: the location is listed as closed and takes no orders."
          checked={!value.inactive}
          onChange={(taking) => form.update((current) => ({ ...current, inactive: !taking }))}
        />
        <div className="mgrid">
          <TextField
            id={idOf('name')}
            label="Location name"
            maxLength={100}
            value={value.locationName}
            onChange={(locationName) => form.update((current) => ({ ...current, locationName }))}
          />
          <PlaceFields
            idOf={idOf}
            place={{
              address: value.address,
              lat: value.lat,
              lng: value.lng,
              timeZone: value.settings.timeZone,
              phoneNumber: value.settings.phoneNumber,
            }}
            hints={{
              // A new restaurant's location starts at 0, 0: say how to find its real position.
              lat: isKnownPosition({ lat: Number(value.lat), lng: Number(value.lng) })
                ? 'Where the map puts the location.'
                : 'Not set yet (0, 0 is at sea): copy the latitude and longitude from a map, e.g. right-click the place in Google Maps.',
              timeZone: 'Hours are in this time zone, e.g. America/Vancouver.',
              phoneNumber: from('phoneNumber') ?? '10 digits.',
            }}
            onChange={(key, text) =>
              key === 'timeZone' || key === 'phoneNumber'
                ? set(key, text)
                : form.update((current) => ({ ...current, [key]: text }))
            }
          />
          <TextField
            id={idOf('googleMapsUrl')}
            label="Maps link"
            hint="A Google Maps (or other) link for directions."
            value={value.settings.googleMapsUrl}
            onChange={(url) => set('googleMapsUrl', url.trim())}
          />
          <TextField
            id={idOf('email')}
            label="E-mail address"
            hint={from('email')}
            type="email"
            value={value.settings.email}
            onChange={(email) => set('email', email.trim())}
          />
        </div>
      </FormSection>

      <FormSection
        title="Opening hours"
        description="When customers can order for pickup and dine-in. A closing time earlier than the opening time is the next day."
      >
        {!own('hours') && <p className="mnote">{from('hours')}</p>}
        <HoursEditor
          idPrefix="hours"
          value={value.settings.hours}
          problems={problems.hours}
          onChange={(hours) => set('hours', hours)}
        />
      </FormSection>

      <FormSection title="Delivery hours" description="When customers can order delivery.">
        {!own('deliveryHours') && <p className="mnote">{from('deliveryHours')}</p>}
        <HoursEditor
          idPrefix="delivery"
          value={value.settings.deliveryHours}
          problems={problems.delivery}
          onChange={(hours) => set('deliveryHours', hours)}
        />
      </FormSection>

      <FormSection title="Orders, fees and discounts">
        <div className="mgrid">
          <WholeField
            id={idOf('waitTime')}
            label="Wait time"
            unit="min"
            hint="How long a pickup order takes to prepare."
            value={value.settings.waitTime}
            onChange={(minutes) => set('waitTime', minutes)}
          />
          {amountFields.map((field) => (
            <field.Kind
              key={field.id}
              id={idOf(field.id)}
              label={field.label}
              hint={field.hint}
              value={field.get(value.settings)}
              onChange={(amount) =>
                form.update((current) => ({
                  ...current,
                  settings: { ...current.settings, ...field.put(current.settings, amount) },
                }))
              }
            />
          ))}
        </div>
      </FormSection>

      <CapacitySection
        draft={value.capacity}
        problems={problems.capacity}
        note={from('capacity')}
        onChange={(capacity) => form.update((current) => ({ ...current, capacity }))}
      />
      <FormSection
        title="Unconfirmed orders"
        description="When nobody confirms a new order, the board alerts louder; later the order can be rejected by itself, its payment refunded and the diner told why. An order for later counts from when the kitchen should start it."
      >
        <div className="mgrid">
          <Toggle
            label="Louder alert"
            checked={value.settings.escalateAfterSeconds !== null}
            onChange={(on) => set('escalateAfterSeconds', on ? DEFAULT_ESCALATE_AFTER_SECONDS : null)}
          />
          {value.settings.escalateAfterSeconds !== null && (
            <WholeField
              id={idOf('escalateAfterSeconds')}
              label="Louder alert after"
              unit="s"
              hint="The board turns red and says how long the order has waited."
              value={value.settings.escalateAfterSeconds ?? DEFAULT_ESCALATE_AFTER_SECONDS}
              onChange={(seconds) => set('escalateAfterSeconds', seconds)}
            />
          )}
          <Toggle
            label="Reject automatically"
            checked={value.settings.autoRejectAfterMinutes !== null}
            onChange={(on) => set('autoRejectAfterMinutes', on ? DEFAULT_AUTO_REJECT_AFTER_MINUTES : null)}
          />
          {value.settings.autoRejectAfterMinutes !== null && (
            <WholeField
              id={idOf('autoRejectAfterMinutes')}
              label="Reject automatically after"
              unit="min"
              hint="Never before the louder alert. The diner's payment is refunded and their points come back."
              value={value.settings.autoRejectAfterMinutes ?? DEFAULT_AUTO_REJECT_AFTER_MINUTES}
              onChange={(minutes) => set('autoRejectAfterMinutes', minutes)}
            />
          )}
        </div>
      </FormSection>

      <FormSection
        title="Dine-in at the kiosk"
        description="What a customer who orders dine-in at this location's kiosk is asked for. The kitchen's card says Kiosk — counter, or Kiosk — stand 14."
      >
        <div className="mgrid">
          <SelectField<KioskDineIn>
            id={idOf('kioskDineIn')}
            label="Kiosk dine-in orders"
            hint={from('kioskDineIn')}
            value={value.settings.kioskDineIn}
            options={[
              { value: 'counter', label: 'Called at the counter' },
              { value: 'stand', label: 'Brought to a numbered table stand' },
            ]}
            onChange={(mode) => set('kioskDineIn', mode)}
          />
        </div>
      </FormSection>
      <PrintersSection
        restaurantId={restaurantId}
        locationId={location.id}
        timeZone={value.settings.timeZone}
        printers={value.settings.printers}
        savedPrinters={original.settings.printers}
        printOn={value.settings.printOn ?? 'confirmed'}
        problems={problems.printers}
        onChange={(printers) => set('printers', printers)}
        onPrintOnChange={(printOn) => set('printOn', printOn)}
      />

      <UnsavedChangesGuard when={form.dirty} />
      <SaveBar
        dirty={form.dirty}
        saving={form.saving}
        savedAt={form.savedAt}
        onSave={() => void save()}
        onDiscard={() => {
          setProblems({ list: [], hours: {}, delivery: {}, capacity: {}, printers: {} });
          form.discard();
        }}
      />

      <OwnSettings
        locationId={locationId}
        locationName={location.locationName}
        keys={location.ownSettings}
        onChanged={() => void loaded.reload()}
      />

      <TablesEditor
        restaurantId={restaurantId}
        locationId={location.id}
        locationName={location.locationName}
        tables={location.tables}
        onChanged={() => void loaded.reload()}
      />

      <RemoveLocation locationId={locationId} locationName={location.locationName} />
    </ManagePage>
  );
}
