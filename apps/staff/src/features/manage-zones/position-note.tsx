import { isKnownPosition, type ZoneMapStart } from '@orderly/domain';
import { Link } from 'react-router';
import { useManaged } from '../manage/manage-context.ts';
import type { Place } from './zone-draft.ts';

/** Where the map starts, in words, when a location has no position of its own. */
function startedAt(start: ZoneMapStart, places: Place[]): string {
  switch (start.source) {
    case 'default':
      return ', so the map starts in downtown Vancouver';
    case 'zones':
      return ', so the map starts on the zones drawn';
    case 'other-location': {
      const other = places.find(
        (place) => place.latLng.lat === start.centre.lat && place.latLng.lng === start.centre.lng,
      );
      return other ? `, so the map starts at ${other.name}` : '';
    }
    case 'location':
      return '';
  }
}

const joined = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Issue 24: a location made by `restaurant create` has no position (0, 0) until its manager sets
 * one. The map still opens (elsewhere, said here), and the note links to where the position is set.
 */
export function PositionNote({ places, start }: { places: Place[]; start: ZoneMapStart }) {
  const { restaurantId } = useManaged();
  const unplaced = places.filter((place) => !isKnownPosition(place.latLng));
  if (places.length > 0 && unplaced.length === 0) return null;
  const names = unplaced.map((place) => place.name);
  return (
    <div className="mbanner mbanner--warning zone-map__position" data-testid="zone-map-position">
      <p>
        {places.length === 0
          ? 'No location has a position on the map yet, so the map starts in downtown Vancouver.'
          : `${joined(names)} ${unplaced.length === 1 ? 'has' : 'have'} no position on the map yet${startedAt(start, places)}.`}{' '}
        Set the latitude and longitude on the location's page. To find a street here, type an address in “Test
        an address”: the map moves there.
      </p>
      {unplaced.length > 0 && (
        <ul className="zone-map__position-links">
          {unplaced.map((place) => (
            <li key={place.id}>
              <Link
                className="btn btn--small"
                to={`/manage/${encodeURIComponent(restaurantId)}/locations/${encodeURIComponent(place.id)}`}
              >
                Set {place.name}'s position
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
