import type { DataOf } from '@orderly/contract';
import { formatMoney, type LatLng } from '@orderly/domain';
import { type FormEvent, useState } from 'react';
import { call } from '../../lib/client.tsx';
import { FormSection } from '../manage/form-parts.tsx';
import { messageOf } from '../manage/manage-api.ts';
import { type AddressVerdict, verdictFor, type ZonesDraft, zoneColour, zoneName } from './zone-draft.ts';

type FoundPlace = DataOf<'findZoneAddress'>['place'];

/** Whose zones: the restaurant's own (no location), or one location's. */
export interface ZonesHome {
  restaurantId: string;
  locationId?: string;
}

/** Finds an address with the search of those zones. */
const findAddress = ({ restaurantId, locationId }: ZonesHome, q: string) =>
  locationId
    ? call('findZoneAddress', { params: { restaurantId, locationId }, query: { q } })
    : call('findRestaurantZoneAddress', { params: { restaurantId }, query: { q } });

function verdictText(verdict: AddressVerdict): string {
  switch (verdict.kind) {
    case 'zone':
      return `In ${zoneName(verdict.index)}: delivery fee ${formatMoney(verdict.fee)}, about ${verdict.time} min.`;
    case 'default':
      return `In the delivery area: the default fee ${formatMoney(verdict.fee)}, about ${verdict.time} min.`;
    case 'outside':
      return verdict.reason === 'area'
        ? 'Outside the delivery area: customers there cannot choose delivery.'
        : 'In no fee zone: customers there cannot choose delivery.';
  }
}

/**
 * "Test an address": finds it with the platform's address search (the local gazetteer unless a
 * maps service is configured) and says what a customer there would pay with the zones as they are
 * on screen, saved or not, by the same rule as checkout.
 */
export function AddressTest({
  home,
  draft,
  unsaved,
  courier,
  onFound,
}: {
  /** Whose zones: the search is theirs. */
  home: ZonesHome;
  draft: ZonesDraft;
  unsaved: boolean;
  courier: boolean;
  onFound: (point: LatLng | null) => void;
}) {
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const [result, setResult] = useState<{ place: FoundPlace; query: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const test = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) {
      setError('Type an address to test.');
      return;
    }
    setSearching(true);
    setError(null);
    try {
      const found = await findAddress(home, q);
      setResult({ place: found.place, query: q });
      onFound(found.place?.latLng ?? null);
    } catch (caught) {
      setError(messageOf(caught));
      setResult(null);
      onFound(null);
    } finally {
      setSearching(false);
    }
  };

  const verdict = result?.place ? verdictFor(result.place.latLng, draft) : null;

  return (
    <FormSection
      title="Test an address"
      description="See which zone an address falls in and what delivery costs there."
    >
      <form className="zones-test" onSubmit={(event) => void test(event)} noValidate>
        <label className="mfield__label" htmlFor="zones-test-address">
          Address
        </label>
        <div className="zones-test__row">
          <input
            id="zones-test-address"
            className="input"
            autoComplete="off"
            placeholder="e.g. 800 Robson St"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={error ? 'zones-test-error' : undefined}
            aria-invalid={error ? true : undefined}
          />
          <button type="submit" className="btn btn--primary" disabled={searching}>
            {searching ? 'Testing…' : 'Test address'}
          </button>
        </div>
        {error && (
          <p className="mfield__error" id="zones-test-error">
            {error}
          </p>
        )}
      </form>
      <div className="zones-test__result" role="status" data-testid="zone-test-result">
        {result && !result.place && (
          <p>We could not find “{result.query}”. Try the street number and name, e.g. 800 Robson St.</p>
        )}
        {result?.place && verdict && (
          <>
            <p className="zones-test__place">{result.place.description}</p>
            <p className={`zones-test__verdict zones-test__verdict--${verdict.kind}`}>
              {verdict.kind === 'zone' && (
                <span
                  className="zone-card__swatch"
                  style={{ background: zoneColour(verdict.index) }}
                  aria-hidden="true"
                />
              )}
              {verdictText(verdict)}
            </p>
            {unsaved && <p className="mnote">With your unsaved changes.</p>}
            {courier && <p className="mnote">The courier is on here: it sets the fee for its deliveries.</p>}
          </>
        )}
      </div>
    </FormSection>
  );
}
