/**
 * Time-zone rules read from a copy of the IANA tz database that the product ships, rather than
 * from the ICU data of whatever runtime runs it (Node 20's ICU has tzdata 2025c, which still puts
 * British Columbia on UTC−8 in winter). The server hands them to `useZoneRules` (zoned-time.ts).
 *
 * The data is moment-timezone's packed format (`moment-timezone/data/packed/latest.json`, pinned
 * in the server's package.json): each zone's transitions, compiled from the tz database. Only the
 * data is used; this file decodes it (no I/O: the caller passes the parsed JSON).
 */

/** A zone's UTC offset at any instant, from a tz database. */
export interface ZoneRules {
  /** The tz database release, e.g. '2026f'. */
  readonly version: string;
  /** Offset from UTC in minutes at the instant (-420 for UTC−7); null for a zone the data lacks. */
  offsetAt(epochMs: number, timeZone: string): number | null;
}

/**
 * moment-timezone's packed tz data: each zone is 'name|abbreviations|offsets|indices|untils|population'
 * in base 60, each link 'target|alias'.
 */
export interface PackedZoneData {
  version: string;
  zones: string[];
  links: string[];
}

interface Zone {
  /** Instants (ms) up to which each period lasts; the last is Infinity. */
  untils: number[];
  /** Offset of each period, minutes east of UTC. */
  offsets: number[];
}

/** A base-60 digit: 0-9, a-z (10-35), A-X (36-59). */
function digit(code: number): number {
  if (code > 96) return code - 87;
  if (code > 64) return code - 29;
  return code - 48;
}

function base60(text: string): number {
  const negative = text.charCodeAt(0) === 45;
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  let value = 0;
  for (let index = 0; index < whole.length; index += 1) value = value * 60 + digit(whole.charCodeAt(index));
  let scale = 1;
  for (let index = 0; index < fraction.length; index += 1) {
    scale /= 60;
    value += digit(fraction.charCodeAt(index)) * scale;
  }
  return negative ? -value : value;
}

function unpack(packed: string): Zone {
  const [, , offsetText = '', indexText = '', untilText = ''] = packed.split('|');
  // Packed offsets are minutes west of UTC (480 for UTC−8).
  const periodOffsets = offsetText.split(' ').map((offset) => -base60(offset) || 0);
  const offsets = [...indexText].map((index) => periodOffsets[base60(index)] ?? 0);
  const untils: number[] = [];
  let minutes = 0;
  if (untilText) {
    for (const delta of untilText.split(' ')) {
      minutes += base60(delta);
      untils.push(Math.round(minutes * 60_000));
    }
  }
  untils.length = offsets.length - 1;
  untils.push(Number.POSITIVE_INFINITY);
  return { untils, offsets };
}

/**
 * Rules from moment-timezone's packed data. Zone names are matched without regard to case, like
 * `Intl`; a zone is unpacked the first time it is asked for. After the data's last transition the
 * last offset holds (the data lists transitions up to 2037).
 */
export function packedZoneRules(data: PackedZoneData): ZoneRules {
  const packedByName = new Map<string, string>();
  for (const packed of data.zones)
    packedByName.set(packed.slice(0, packed.indexOf('|')).toLowerCase(), packed);
  // A link may name another link: repeat until nothing more resolves.
  let pending = data.links.map((link) => link.toLowerCase().split('|') as [string, string]);
  while (pending.length > 0) {
    const unresolved = pending.filter(([target, alias]) => {
      const packed = packedByName.get(target);
      if (packed !== undefined && !packedByName.has(alias)) packedByName.set(alias, packed);
      return packed === undefined;
    });
    if (unresolved.length === pending.length) break;
    pending = unresolved;
  }
  const zones = new Map<string, Zone>();
  const zoneNamed = (timeZone: string): Zone | null => {
    const name = timeZone.toLowerCase();
    let zone = zones.get(name);
    if (!zone) {
      const packed = packedByName.get(name);
      if (packed === undefined) return null;
      zone = unpack(packed);
      zones.set(name, zone);
    }
    return zone;
  };
  return {
    version: data.version,
    offsetAt(epochMs, timeZone) {
      const zone = zoneNamed(timeZone);
      if (!zone) return null;
      // The first period that lasts beyond the instant.
      let low = 0;
      let high = zone.untils.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((zone.untils[middle] as number) > epochMs) high = middle;
        else low = middle + 1;
      }
      return zone.offsets[low] as number;
    },
  };
}
