import { CAPACITY_WINDOW_MINUTES } from '@orderly/domain';
import { FormSection, SelectField, TextField, Toggle } from '../manage/form-parts.tsx';
import { type CapacityDraft, type CapacityField, capacityFieldLabels } from './capacity-draft.ts';

const idOf = (field: CapacityField) => `location-capacity-${field}`;
export const capacityFieldId = idOf;

/**
 * Capacity pacing for one location (issue 25, decision 0077): how many orders, items or prep
 * minutes its kitchen takes per window. Every limit empty: pacing is off and every time is offered.
 */
export function CapacitySection({
  draft,
  problems,
  note,
  onChange,
}: {
  draft: CapacityDraft;
  problems: Partial<Record<CapacityField, string>>;
  /** Where the values come from (the restaurant's, until saved here). */
  note?: string | undefined;
  onChange: (draft: CapacityDraft) => void;
}) {
  const set = <K extends keyof CapacityDraft>(key: K, value: CapacityDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const limit = (field: 'maxOrders' | 'maxItems' | 'maxPrepMinutes', hint: string) => (
    <TextField
      id={idOf(field)}
      label={capacityFieldLabels[field]}
      hint={hint}
      error={problems[field]}
      inputMode="numeric"
      autoComplete="off"
      placeholder="No limit"
      value={draft[field]}
      onChange={(text) => set(field, text)}
    />
  );
  return (
    <FormSection
      title="Kitchen capacity"
      description="Pace orders so the kitchen is never promised more than it can make. Full windows are not offered to customers, and ASAP orders get the first time with room. Leave every limit empty for no pacing."
    >
      {note && <p className="mnote">{note}</p>}
      <div className="mgrid">
        <SelectField
          id={idOf('windowMinutes')}
          label={capacityFieldLabels.windowMinutes}
          hint="The limits below apply to each window of this length."
          error={problems.windowMinutes}
          value={draft.windowMinutes}
          options={CAPACITY_WINDOW_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: `${minutes} minutes`,
          }))}
          onChange={(minutes) => set('windowMinutes', minutes)}
        />
        {limit('maxOrders', 'Empty: no limit on orders.')}
        {limit('maxItems', 'Items of every order in a window. Empty: no limit.')}
        {limit('maxPrepMinutes', "Each item's prep minutes, added up. Empty: no limit.")}
        <TextField
          id={idOf('defaultPrepMinutes')}
          label={capacityFieldLabels.defaultPrepMinutes}
          hint="For products that do not set their own."
          error={problems.defaultPrepMinutes}
          inputMode="numeric"
          autoComplete="off"
          value={draft.defaultPrepMinutes}
          onChange={(text) => set('defaultPrepMinutes', text)}
        />
        <SelectField
          id="location-capacity-pickupAndDelivery"
          label="Pickup and delivery"
          value={draft.pickupAndDelivery}
          options={[
            { value: 'together', label: 'Counted together' },
            { value: 'apart', label: 'Each with its own limits' },
          ]}
          onChange={(value) => set('pickupAndDelivery', value)}
        />
      </div>
      <Toggle
        label="Dine-in orders count"
        hint="On: dine-in orders take room in the windows and are limited too."
        checked={draft.countDineIn}
        onChange={(countDineIn) => set('countDineIn', countDineIn)}
      />
    </FormSection>
  );
}
