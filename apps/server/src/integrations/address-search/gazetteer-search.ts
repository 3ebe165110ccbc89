import { readFileSync } from 'node:fs';
import Fuse from 'fuse.js';
import { z } from 'zod';
import { fromServerRoot } from '../../server-root.ts';
import {
  type AddressSearch,
  type AddressSuggestion,
  type AutocompleteOptions,
  maxSuggestions,
  type PlaceAddress,
} from './types.ts';

export const defaultGazetteerFile = fromServerRoot('src/demo/gazetteer.json');

const gazetteerSchema = z.array(
  z.object({
    placeId: z.string().min(1),
    address: z.string().min(1),
    city: z.string().min(1),
    province: z.string().min(1),
    postalCode: z.string(),
    country: z.string().min(1),
    lat: z.number(),
    lng: z.number(),
  }),
);

export type GazetteerEntry = z.infer<typeof gazetteerSchema>[number];

interface Indexed {
  place: PlaceAddress;
  /** Everything a customer might type, on one line. */
  text: string;
  compactPostalCode: string;
}

export function readGazetteer(file: string = defaultGazetteerFile): GazetteerEntry[] {
  const parsed = gazetteerSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`The gazetteer ${file} is not a list of places: ${parsed.error.message}`);
  return parsed.data;
}

const describePlace = (place: PlaceAddress) =>
  `${place.address}, ${place.city}, ${place.province} ${place.postalCode}, ${place.country}`.replace(
    /\s+,/g,
    ',',
  );

const abbreviations: Record<string, string> = {
  street: 'St',
  avenue: 'Ave',
  road: 'Rd',
  drive: 'Dr',
  boulevard: 'Blvd',
  crescent: 'Cres',
  place: 'Pl',
  west: 'W',
  east: 'E',
  north: 'N',
  south: 'S',
};

/** Writes street words the way Canada Post (and the gazetteer) abbreviates them. */
const abbreviate = (street: string) =>
  street.replace(/\b[a-z]+\b/gi, (word) => abbreviations[word.toLowerCase()] ?? word);

/** Coarse distance in km, enough to order nearby suggestions. */
const roughKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot((a.lat - b.lat) * 111, (a.lng - b.lng) * 111 * Math.cos((a.lat * Math.PI) / 180));

/**
 * The embedded address search: a fuzzy search (Fuse.js) over a local list of Canadian addresses,
 * by street line, city and postal code. The demo ships with a Vancouver list.
 */
export class GazetteerAddressSearch implements AddressSearch {
  readonly kind = 'gazetteer';
  private readonly byId: Map<string, PlaceAddress>;
  private readonly fuse: Fuse<Indexed>;
  private readonly streets: Fuse<PlaceAddress>;

  constructor(entries: GazetteerEntry[]) {
    const indexed = entries.map((entry): Indexed => {
      const place: PlaceAddress = {
        placeId: entry.placeId,
        address: entry.address,
        city: entry.city,
        province: entry.province,
        postalCode: entry.postalCode,
        country: entry.country,
        latLng: { lat: entry.lat, lng: entry.lng },
      };
      return {
        place,
        text: `${entry.address} ${entry.city} ${entry.province} ${entry.postalCode}`,
        compactPostalCode: entry.postalCode.replace(/\s/g, ''),
      };
    });
    this.byId = new Map(indexed.map((item) => [item.place.placeId, item.place]));
    this.fuse = new Fuse(indexed, {
      keys: [
        { name: 'place.address', weight: 3 },
        { name: 'text', weight: 2 },
        { name: 'compactPostalCode', weight: 1 },
      ],
      includeScore: true,
      ignoreLocation: true,
      isCaseSensitive: false,
      threshold: 0.4,
    });
    this.streets = new Fuse(
      indexed.map((item) => item.place),
      { keys: ['address'], includeScore: true, ignoreLocation: true, threshold: 0.25 },
    );
  }

  static fromFile(file?: string) {
    return new GazetteerAddressSearch(readGazetteer(file));
  }

  async autocomplete(query: string, options: AutocompleteOptions = {}): Promise<AddressSuggestion[]> {
    return this.search(query, options.near)
      .slice(0, maxSuggestions)
      .map(({ place }) => ({ placeId: place.placeId, description: describePlace(place) }));
  }

  async place(placeId: string): Promise<PlaceAddress | null> {
    const place = this.byId.get(placeId);
    return place ? { ...place, latLng: { ...place.latLng } } : null;
  }

  /**
   * Matches the street line (its house number exactly, the street name loosely), and when the
   * written address names a city, prefers the entry in that city.
   */
  async geocode(address: string): Promise<PlaceAddress | null> {
    const [written = '', ...rest] = address.split(',').map((part) => part.trim());
    const street = abbreviate(written);
    if (!street) return null;
    const houseNumber = street.match(/^\d+\w*/)?.[0]?.toLowerCase();
    const restText = rest.join(' ').toLowerCase();
    const candidates = this.streets
      .search(street)
      .filter((result) => (result.score ?? 1) <= 0.25)
      .map((result) => result.item)
      .filter((place) => !houseNumber || place.address.toLowerCase().split(' ')[0] === houseNumber);
    const best = candidates.find((place) => restText.includes(place.city.toLowerCase())) ?? candidates[0];
    return best ? this.place(best.placeId) : null;
  }

  private search(query: string, near?: { lat: number; lng: number }) {
    const trimmed = query.trim().replace(/\s+/g, ' ');
    if (!trimmed) return [];
    const results = this.fuse.search(trimmed).map((result) => ({
      place: result.item.place,
      score: result.score ?? 1,
    }));
    if (near) {
      // Equally good matches come nearest first.
      results.sort(
        (a, b) =>
          Math.round(a.score * 20) - Math.round(b.score * 20) ||
          roughKm(a.place.latLng, near) - roughKm(b.place.latLng, near),
      );
    }
    return results;
  }
}
