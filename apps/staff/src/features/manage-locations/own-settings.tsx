import type { BodyOf } from '@orderly/contract';
import { brandSettingsSchema, settingLabel } from '@orderly/domain/restaurant-document';
import { useState } from 'react';
import { call, messageOf } from '../../lib/client.tsx';
import { FormSection } from '../manage/form-parts.tsx';
import { useManaged } from '../manage/manage-context.ts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A setting a location can hand back to the restaurant (`inherit`): one of the brand settings. */
type SettingKey = NonNullable<BodyOf<'updateLocation'>['inherit']>[number];
const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(brandSettingsSchema.shape, key);

/**
 * What this location sets itself instead of the restaurant (e.g. its own delivery switch): each can
 * go back to the restaurant's, so a change on the Restaurant screen applies here too.
 */
export function OwnSettings({
  locationId,
  locationName,
  keys,
  onChanged,
}: {
  locationId: string;
  locationName: string;
  keys: string[];
  onChanged: () => void;
}) {
  const { restaurantId } = useManaged();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const sorted = keys.filter(isSettingKey).sort((a, b) => settingLabel(a).localeCompare(settingLabel(b)));
  const inherit = async (key: SettingKey) => {
    setBusy(true);
    try {
      await call('updateLocation', { params: { restaurantId, locationId }, body: { inherit: [key] } });
      setStatus({ text: `${locationName} now uses the restaurant's ${settingLabel(key)}.`, error: false });
      onChanged();
    } catch (error) {
      setStatus({ text: messageOf(error), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormSection
      title="Set by this location"
      description="These settings are this location's own: the restaurant's do not apply here. Use the restaurant's to follow the Restaurant screen again."
    >
      <p className={status?.error ? 'mbanner mbanner--error' : 'mnote'} role="status">
        {status?.text ?? (sorted.length === 0 ? `${locationName} uses every setting of the restaurant.` : '')}
      </p>
      {sorted.length > 0 && (
        <ul className="own-list">
          {sorted.map((key) => (
            <li key={key} className="own-list__item">
              <span>{capital(settingLabel(key))}</span>
              <button
                type="button"
                className="btn btn--ghost own-list__btn"
                disabled={busy}
                onClick={() => void inherit(key)}
              >
                Use the restaurant's<span className="visually-hidden"> {settingLabel(key)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}
