import { TextField } from '../manage/form-parts.tsx';

/** Where a location is and how to call it: the fields "Add a location" and a location's page share. */
export interface Place {
  address: string;
  /** As typed (a half-typed "49." stays). */
  lat: string;
  lng: string;
  timeZone: string;
  phoneNumber: string;
}

interface PlaceField {
  key: keyof Place;
  label: string;
  inputMode?: 'decimal' | 'tel';
  maxLength?: number;
  /** What is kept of what is typed. */
  clean?: (text: string) => string;
}

const fields: PlaceField[] = [
  { key: 'address', label: 'Address', maxLength: 256 },
  { key: 'lat', label: 'Latitude', inputMode: 'decimal' },
  { key: 'lng', label: 'Longitude', inputMode: 'decimal' },
  { key: 'timeZone', label: 'Time zone', clean: (text) => text.trim() },
  {
    key: 'phoneNumber',
    label: 'Phone number',
    inputMode: 'tel',
    clean: (text) => text.replace(/[\s().-]/g, ''),
  },
];

/** The time zones this browser knows, offered while typing one. */
export const timeZones = (() => {
  try {
    return (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
})();

/** Address, map position, time zone (typed, with the known ones offered) and phone number, in a field grid. */
export function PlaceFields({
  idOf,
  place,
  hints,
  onChange,
}: {
  /** Each field's id (the error summary links to it). */
  idOf: (key: keyof Place) => string;
  place: Place;
  hints: Partial<Record<keyof Place, string>>;
  onChange: (key: keyof Place, value: string) => void;
}) {
  const zonesId = `${idOf('timeZone')}-options`;
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field.key}
          id={idOf(field.key)}
          label={field.label}
          hint={hints[field.key]}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          autoComplete="off"
          list={field.key === 'timeZone' ? zonesId : undefined}
          value={place[field.key]}
          onChange={(text) => onChange(field.key, field.clean ? field.clean(text) : text)}
        />
      ))}
      <datalist id={zonesId}>
        {timeZones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
