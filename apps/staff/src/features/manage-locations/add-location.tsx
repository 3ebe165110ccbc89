import { brandSettingsSchema, locationDocumentSchema } from '@orderly/domain/restaurant-document';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call, messageOf } from '../../lib/client.tsx';
import { ErrorSummary, FormSection, fieldMessage, type Problem, TextField } from '../manage/form-parts.tsx';
import { useManaged } from '../manage/manage-context.ts';
import { type Place, PlaceFields } from './place-fields.tsx';

interface NewLocation extends Place {
  locationName: string;
  id: string;
  /** Whether the manager typed the address name themselves (otherwise it follows the name). */
  idTyped: boolean;
}

/** "Main Street (East)" → "main-street-east": what the address name starts as. */
export function urlIdOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}

const idOf = (key: string) => `new-location-${key}`;

/** Each field checked by the restaurant document's own schemas, before the server checks it again. */
function problemsOf(form: NewLocation, taken: string[]): Problem[] {
  const problems: Problem[] = [];
  const shape = locationDocumentSchema.shape;
  const check = (
    key: string,
    label: string,
    result: { success: boolean; error?: { issues: { message: string }[] } },
  ) => {
    if (!result.success)
      problems.push({
        fieldId: idOf(key),
        message: `${label}: ${fieldMessage(result.error?.issues[0]?.message)}`,
      });
  };
  check('name', 'Location name', shape.locationName.safeParse(form.locationName));
  check('id', 'Address name', shape.id.safeParse(form.id));
  if (taken.includes(form.id)) {
    problems.push({ fieldId: idOf('id'), message: `Address name: another location uses "${form.id}".` });
  }
  check('address', 'Address', shape.address.safeParse(form.address));
  check('timeZone', 'Time zone', brandSettingsSchema.shape.timeZone.safeParse(form.timeZone));
  if (form.phoneNumber)
    check('phoneNumber', 'Phone number', brandSettingsSchema.shape.phoneNumber.safeParse(form.phoneNumber));
  const lat = form.lat.trim();
  const lng = form.lng.trim();
  if (lat || lng) {
    const position = shape.latLng.safeParse({ lat: Number(lat), lng: Number(lng) });
    if (!position.success || !lat || !lng) {
      problems.push({
        fieldId: idOf('lat'),
        message:
          'Map position: use a latitude from -90 to 90 and a longitude from -180 to 180, or leave both empty.',
      });
    }
  }
  return problems;
}

/**
 * "Add a location" on the Locations list: a name, the name in its addresses, address, time zone and
 * phone. It sells the restaurant's menu and opens closed every day, so the manager is taken to its
 * page to set its hours.
 */
export function AddLocation({ onClose }: { onClose: () => void }) {
  const { restaurantId, restaurant, reloadRestaurant } = useManaged();
  const navigate = useNavigate();
  const [form, setForm] = useState<NewLocation>({
    locationName: '',
    id: '',
    idTyped: false,
    address: '',
    timeZone: restaurant.timeZone,
    phoneNumber: '',
    lat: '',
    lng: '',
  });
  const [problems, setProblems] = useState<Problem[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<NewLocation>) => setForm((current) => ({ ...current, ...patch }));

  const add = async () => {
    const found = problemsOf(
      form,
      restaurant.locations.map((location) => location.id),
    );
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const lat = form.lat.trim();
      const answer = await call('addLocation', {
        params: { restaurantId },
        body: {
          id: form.id,
          locationName: form.locationName.trim(),
          address: form.address.trim(),
          timeZone: form.timeZone.trim(),
          ...(form.phoneNumber ? { phoneNumber: form.phoneNumber } : {}),
          ...(lat ? { latLng: { lat: Number(lat), lng: Number(form.lng.trim()) } } : {}),
        },
      });
      await reloadRestaurant();
      navigate(encodeURIComponent(answer.location.id));
    } catch (error) {
      setProblems([{ message: messageOf(error) }]);
      setBusy(false);
    }
  };

  return (
    <FormSection
      title="Add a location"
      description="It sells the restaurant's menu and opens closed every day: set its hours next."
    >
      <form
        className="maddloc"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <ErrorSummary problems={problems} title="The location was not added" />
        <div className="mgrid">
          <TextField
            id={idOf('name')}
            label="Location name"
            maxLength={100}
            autoComplete="off"
            value={form.locationName}
            onChange={(locationName) =>
              set(form.idTyped ? { locationName } : { locationName, id: urlIdOf(locationName) })
            }
          />
          <TextField
            id={idOf('id')}
            label="Address name"
            hint={`In its web addresses: …/locations/${form.id || 'main-street'}. Lower-case letters, digits and dashes; it cannot change later.`}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            value={form.id}
            onChange={(id) => set({ id: id.toLowerCase(), idTyped: true })}
          />
          <PlaceFields
            idOf={idOf}
            place={form}
            hints={{
              lat: 'Empty: found from the address.',
              timeZone: 'Its hours are in this time zone.',
              phoneNumber: "10 digits; empty: the restaurant's.",
            }}
            onChange={(key, value) => set({ [key]: value })}
          />
        </div>
        <div className="maddloc__actions">
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn--go" disabled={busy}>
            {busy ? 'Adding…' : 'Add location'}
          </button>
        </div>
      </form>
    </FormSection>
  );
}
