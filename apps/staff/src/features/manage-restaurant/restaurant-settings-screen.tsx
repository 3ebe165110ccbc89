import type { DataOf } from '@orderly/contract';
import { brandSettingsSchema } from '@orderly/domain/restaurant-document';
import { useState } from 'react';
import { call } from '../../lib/client.tsx';
import {
  ErrorSummary,
  FormSection,
  fieldMessage,
  PercentField,
  type Problem,
  SaveBar,
  SelectField,
  TextAreaField,
  TextField,
  Toggle,
  useEditable,
} from '../manage/form-parts.tsx';
import { useManageCall } from '../manage/manage-api.ts';
import { useManaged } from '../manage/manage-context.ts';
import { ErrorBanner, ManagePage, PageNotReady } from '../manage/manage-page.tsx';
import { NavIcon } from '../manage/nav-icon.tsx';
import { UnsavedChangesGuard } from '../manage/unsaved-guard.tsx';
import { DinerNoticesSection, PushNoticesSection, SmsNoticesSection } from './diner-notices-section.tsx';
import './restaurant-settings.css';

type SettingsView = DataOf<'getRestaurantSettings'>;
type Settings = SettingsView['settings'];
type RequestType = Settings['requestTypes'][number];
type FlagKey = Exclude<
  {
    [K in keyof Settings]-?: Settings[K] extends boolean ? K : never;
  }[keyof Settings],
  undefined
>;

interface Form {
  name: string;
  settings: Settings;
}

/**
 * The feature flags of SPEC.md section 3 that change something, with what each does for customers
 * and staff (marketing and mobile app are left out: nothing reads them, decision 0072).
 */
const flags: { key: FlagKey; label: string; hint: string }[] = [
  { key: 'deliveryEnabled', label: 'Delivery', hint: 'Customers can order delivery to an address.' },
  {
    key: 'courierEnabled',
    label: 'Courier delivery',
    hint: 'A courier service delivers (its own zones and fees).',
  },
  {
    key: 'deliveryOnlinePaymentOnly',
    label: 'Delivery paid online only',
    hint: 'Delivery orders must be paid by card when ordering.',
  },
  { key: 'dineInEnabled', label: 'Dine-in', hint: 'Tables have QR codes; guests order to their table.' },
  {
    key: 'dineInOrderingEnabled',
    label: 'Dine-in ordering',
    hint: 'Guests at a table can place orders (off: they can only send requests).',
  },
  {
    key: 'virtualKioskEnabled',
    label: 'Virtual kiosk',
    hint: 'Kiosk links show Dine-in or Takeout and hide table requests.',
  },
  { key: 'guestOrderingEnabled', label: 'Guest ordering', hint: 'Customers can order without an account.' },
  { key: 'rewardsEnabled', label: 'Rewards', hint: 'Customers collect points and redeem rewards.' },
  { key: 'promoCodesEnabled', label: 'Promo codes', hint: 'Checkout has a promo code box.' },
  { key: 'commentsEnabled', label: 'Order comments', hint: 'Customers can add a note for the kitchen.' },
  {
    key: 'printingEnabled',
    label: 'Kitchen printing',
    hint: "Orders print kitchen tickets: on a location's network printers (Locations, Printers), or on the staff device where it has none.",
  },
];

const paymentOptions = [
  { value: 'both' as const, label: 'Online or at the restaurant' },
  { value: 'online' as const, label: 'Online only (card)' },
  { value: 'offline' as const, label: 'At the restaurant only' },
];

const requestIcons = [
  { value: 'water', label: 'Water' },
  { value: 'spoon', label: 'Cutlery' },
  { value: 'napkins', label: 'Napkins' },
  { value: 'bill', label: 'Bill' },
  { value: 'waiter', label: 'Server' },
  { value: 'bell', label: 'Bell' },
];

const fieldId = (key: string, index?: number) => `restaurant-${key}${index === undefined ? '' : `-${index}`}`;

/** Each field checked by the restaurant document's own schema, before the server checks it again. */
function problemsOf(form: Form): Problem[] {
  const problems: Problem[] = [];
  if (!form.name.trim()) problems.push({ fieldId: fieldId('name'), message: 'The restaurant needs a name.' });
  const checks: [keyof Settings, string][] = [
    ['phoneNumber', 'Phone number'],
    ['email', 'E-mail address'],
    ['landingUrl', 'Landing page'],
    ['welcomeMessage', 'Welcome message'],
    ['requestTypes', 'Table requests'],
    ['requestTypesTablet', 'Tablet requests'],
    ['tipValues', 'Tip options'],
  ];
  const welcome = form.settings.welcomeMessage;
  if (welcome && !welcome.title.trim() && welcome.body.trim()) {
    problems.push({
      fieldId: fieldId('welcome-title'),
      message: 'Welcome message: Give the message a title.',
    });
  }
  for (const [key, label] of checks) {
    // Optional texts left empty are not sent.
    if ((key === 'email' || key === 'landingUrl') && !form.settings[key]) continue;
    const result = brandSettingsSchema.shape[key].safeParse(form.settings[key]);
    if (result.success) continue;
    const issue = result.error.issues[0];
    const index = typeof issue?.path[0] === 'number' ? issue.path[0] : undefined;
    const message = fieldMessage(issue?.message);
    problems.push({
      fieldId: key === 'welcomeMessage' ? fieldId('welcome-title') : fieldId(key, index),
      message: `${label}${index === undefined ? '' : ` ${index + 1}`}: ${message}`,
    });
  }
  return problems;
}

/** Only what changed is sent, so two managers editing different fields do not undo each other. */
function changesOf(before: Form, after: Form) {
  const settings: Partial<Settings> = {};
  for (const key of Object.keys(after.settings) as (keyof Settings)[]) {
    if (JSON.stringify(before.settings[key]) !== JSON.stringify(after.settings[key])) {
      (settings as Record<string, unknown>)[key] = after.settings[key];
    }
  }
  return { ...(after.name !== before.name ? { name: after.name.trim() } : {}), settings };
}

/** The restaurant screen: name and contact, welcome message, feature flags, requests, payments, tips. */
export function RestaurantSettingsScreen() {
  const { restaurantId, restaurant, reloadRestaurant } = useManaged();
  const loaded = useManageCall('getRestaurantSettings', { params: { restaurantId } });
  const original: Form | null = loaded.data
    ? {
        name: loaded.data.name,
        settings: {
          ...loaded.data.settings,
          email: loaded.data.settings.email ?? '',
          landingUrl: loaded.data.settings.landingUrl ?? '',
          welcomeMessage: loaded.data.settings.welcomeMessage ?? { title: '', body: '' },
        },
      }
    : null;
  const form = useEditable<Form>(original);
  const [problems, setProblems] = useState<Problem[]>([]);
  const readOnly = restaurant.managerLocationIds !== null;

  if (loaded.error || !form.value || !original || !loaded.data) {
    return <PageNotReady title="Restaurant" error={loaded.error} loading="Loading the restaurant…" />;
  }
  const value = form.value;
  const overriddenAt = loaded.data.overriddenAt;
  const set = <K extends keyof Settings>(key: K, next: Settings[K]) =>
    form.update((current) => ({ ...current, settings: { ...current.settings, [key]: next } }));
  const elsewhere = (key: keyof Settings) => {
    const names = overriddenAt[key];
    return names?.length
      ? `${names.join(' and ')} ${names.length === 1 ? 'sets its' : 'set their'} own (see Locations); this applies at the others.`
      : undefined;
  };

  const save = async () => {
    const found = problemsOf(value);
    setProblems(found);
    if (found.length > 0) return;
    const body = changesOf(original, value);
    // Optional texts left empty are not sent as empty strings the schema would refuse.
    if (body.settings.email === '') delete body.settings.email;
    if (body.settings.landingUrl === '') delete body.settings.landingUrl;
    const saved = await form.save(async () => {
      const answer = await call('updateRestaurantSettings', { params: { restaurantId }, body });
      loaded.setData(answer);
      return {
        name: answer.name,
        settings: {
          ...answer.settings,
          email: answer.settings.email ?? '',
          landingUrl: answer.settings.landingUrl ?? '',
          welcomeMessage: answer.settings.welcomeMessage ?? { title: '', body: '' },
        },
      };
    });
    if (saved && body.name) void reloadRestaurant();
  };

  return (
    <ManagePage
      title="Restaurant"
      lead="What every location shares. Customers see your changes as soon as you save."
    >
      {readOnly && (
        <p className="mbanner">
          You manage some locations only: these settings are shared by every location, so only a manager of
          every location can change them.
        </p>
      )}
      <ErrorSummary problems={problems} />
      <ErrorBanner message={form.error} />
      <fieldset className="mfieldset" disabled={readOnly}>
        <legend className="visually-hidden">Restaurant settings</legend>
        <FormSection title="Name and contact" description="Shown in the header, on receipts and in e-mails.">
          <div className="mgrid">
            <TextField
              id={fieldId('name')}
              label="Restaurant name"
              value={value.name}
              maxLength={100}
              onChange={(name) => form.update((current) => ({ ...current, name }))}
            />
            <TextField
              id={fieldId('phoneNumber')}
              label="Phone number"
              hint={elsewhere('phoneNumber') ?? '10 digits, e.g. 6045550142.'}
              inputMode="tel"
              value={value.settings.phoneNumber}
              onChange={(phone) => set('phoneNumber', phone.replace(/[\s().-]/g, ''))}
            />
            <TextField
              id={fieldId('email')}
              label="E-mail address"
              hint={elsewhere('email')}
              type="email"
              value={value.settings.email ?? ''}
              onChange={(email) => set('email', email.trim())}
            />
            <TextField
              id={fieldId('landingUrl')}
              label="Landing page"
              hint="Where the logo links to: a path such as / or an https address."
              value={value.settings.landingUrl ?? ''}
              onChange={(url) => set('landingUrl', url.trim())}
            />
          </div>
        </FormSection>

        <FormSection
          title="Welcome message"
          description="Shown above the menu. Leave both empty to show none."
        >
          <div className="welcome-editor">
            <div className="welcome-editor__fields">
              <TextField
                id={fieldId('welcome-title')}
                label="Title"
                maxLength={100}
                hint={elsewhere('welcomeMessage')}
                value={value.settings.welcomeMessage?.title ?? ''}
                onChange={(title) =>
                  set('welcomeMessage', { body: value.settings.welcomeMessage?.body ?? '', title })
                }
              />
              <TextAreaField
                id={fieldId('welcome-body')}
                label="Message"
                maxLength={1000}
                rows={3}
                value={value.settings.welcomeMessage?.body ?? ''}
                onChange={(body) =>
                  set('welcomeMessage', { title: value.settings.welcomeMessage?.title ?? '', body })
                }
              />
            </div>
            <figure className="welcome-editor__preview" aria-label="Preview">
              <figcaption>Preview</figcaption>
              {value.settings.welcomeMessage?.title || value.settings.welcomeMessage?.body ? (
                <div className="welcome-preview">
                  <strong>{value.settings.welcomeMessage?.title}</strong>
                  <p>{value.settings.welcomeMessage?.body}</p>
                </div>
              ) : (
                <p className="mnote">No welcome message.</p>
              )}
            </figure>
          </div>
        </FormSection>

        <FormSection title="Features" description="What customers and staff can do.">
          <div className="mgrid mgrid--toggles">
            {flags.map((flag) => (
              <Toggle
                key={flag.key}
                label={flag.label}
                hint={elsewhere(flag.key) ?? flag.hint}
                checked={value.settings[flag.key]}
                onChange={(checked) => set(flag.key, checked)}
              />
            ))}
          </div>
        </FormSection>

        <FormSection title="Payments" description="How customers may pay.">
          <div className="mgrid">
            <SelectField
              id={fieldId('paymentMethodType')}
              label="Pickup and delivery orders"
              hint={elsewhere('paymentMethodType')}
              value={value.settings.paymentMethodType}
              options={paymentOptions}
              onChange={(policy) => set('paymentMethodType', policy)}
            />
            <SelectField
              id={fieldId('dineInPaymentMethodType')}
              label="Dine-in orders"
              hint={elsewhere('dineInPaymentMethodType')}
              value={value.settings.dineInPaymentMethodType}
              options={paymentOptions}
              onChange={(policy) => set('dineInPaymentMethodType', policy)}
            />
          </div>
        </FormSection>

        <DinerNoticesSection
          value={value.settings.dinerNotices}
          hintElsewhere={elsewhere('dinerNotices')}
          onChange={(next) => set('dinerNotices', next)}
        />

        <PushNoticesSection
          value={value.settings.pushNotices}
          hintElsewhere={elsewhere('pushNotices')}
          onChange={(next) => set('pushNotices', next)}
        />

        <SmsNoticesSection
          value={value.settings.smsNotices}
          hintElsewhere={elsewhere('smsNotices')}
          onChange={(next) => set('smsNotices', next)}
        />

        <FormSection
          title="Tip options"
          description="The three tips offered at checkout, as a share of the order."
        >
          <div className="mgrid">
            {value.settings.tipValues.map((tip, index) => (
              <PercentField
                // biome-ignore lint/suspicious/noArrayIndexKey: the three tips are fixed slots
                key={index}
                id={fieldId('tipValues', index)}
                label={`Tip option ${index + 1}`}
                value={tip}
                onChange={(next) => {
                  const tips = [...value.settings.tipValues] as Settings['tipValues'];
                  tips[index] = next;
                  set('tipValues', tips);
                }}
              />
            ))}
          </div>
        </FormSection>

        <FormSection
          title="Table requests"
          description="What guests at a table can ask the staff for, on their phone and on a table tablet."
        >
          <div className="mreq-grid">
            <RequestTypesEditor
              title="On the guest's phone"
              field="requestTypes"
              value={value.settings.requestTypes}
              onChange={(next) => set('requestTypes', next)}
            />
            <RequestTypesEditor
              title="On a table tablet"
              field="requestTypesTablet"
              value={value.settings.requestTypesTablet}
              onChange={(next) => set('requestTypesTablet', next)}
            />
          </div>
        </FormSection>
      </fieldset>
      <UnsavedChangesGuard when={form.dirty} />
      {!readOnly && (
        <SaveBar
          dirty={form.dirty}
          saving={form.saving}
          savedAt={form.savedAt}
          onSave={() => void save()}
          onDiscard={() => {
            setProblems([]);
            form.discard();
          }}
        />
      )}
    </ManagePage>
  );
}

/** A list of request types (name and icon): add, rename, move, remove. */
function RequestTypesEditor({
  title,
  field,
  value,
  onChange,
}: {
  title: string;
  field: 'requestTypes' | 'requestTypesTablet';
  value: RequestType[];
  onChange: (next: RequestType[]) => void;
}) {
  const change = (index: number, next: Partial<RequestType>) =>
    onChange(value.map((entry, at) => (at === index ? { ...entry, ...next } : entry)));
  const move = (index: number, by: number) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <div className="mreq">
      <h3>{title}</h3>
      {value.length === 0 && <p className="mnote">None: guests cannot send requests here.</p>}
      <ol className="mreq__list">
        {value.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; names may repeat while typing
          <li key={index} className="mreq__row">
            <label className="visually-hidden" htmlFor={fieldId(field, index)}>
              {`${title}: request ${index + 1} name`}
            </label>
            <input
              id={fieldId(field, index)}
              className="input"
              value={entry.name}
              maxLength={40}
              onChange={(event) => change(index, { name: event.target.value })}
            />
            <label className="visually-hidden" htmlFor={`${fieldId(field, index)}-icon`}>
              {`${title}: request ${index + 1} icon`}
            </label>
            <select
              id={`${fieldId(field, index)}-icon`}
              className="input mreq__icon"
              value={entry.icon}
              onChange={(event) => change(index, { icon: event.target.value })}
            >
              {requestIcons.map((icon) => (
                <option key={icon.value} value={icon.value}>
                  {icon.label}
                </option>
              ))}
              {!requestIcons.some((icon) => icon.value === entry.icon) && (
                <option value={entry.icon}>{entry.icon}</option>
              )}
            </select>
            <button
              type="button"
              className="btn btn--ghost mreq__btn"
              disabled={index === 0}
              onClick={() => move(index, -1)}
              aria-label={`Move ${entry.name || `request ${index + 1}`} up`}
            >
              <NavIcon d="m18 15-6-6-6 6" />
            </button>
            <button
              type="button"
              className="btn btn--ghost mreq__btn"
              disabled={index === value.length - 1}
              onClick={() => move(index, 1)}
              aria-label={`Move ${entry.name || `request ${index + 1}`} down`}
            >
              <NavIcon d="m6 9 6 6 6-6" />
            </button>
            <button
              type="button"
              className="btn btn--danger mreq__btn"
              onClick={() => onChange(value.filter((_, at) => at !== index))}
              aria-label={`Remove ${entry.name || `request ${index + 1}`}`}
            >
              <NavIcon d="M18 6 6 18M6 6l12 12" />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn"
        disabled={value.length >= 20}
        onClick={() => onChange([...value, { name: '', icon: 'bell' }])}
      >
        <NavIcon d="M12 5v14M5 12h14" />
        Add a request
      </button>
    </div>
  );
}
