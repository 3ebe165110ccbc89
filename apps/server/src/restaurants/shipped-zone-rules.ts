import { createRequire } from 'node:module';
import { type PackedZoneData, packedZoneRules, useZoneRules, type ZoneRules } from '@orderly/domain';

/** The file of the IANA tz database the server ships: moment-timezone's compiled data, pinned in package.json. */
const TZ_DATA = 'moment-timezone/data/packed/latest.json';

/**
 * The time-zone rules of the tz database the server ships (tzdata 2026f with moment-timezone
 * 0.6.6), not the runtime's ICU: Node 20 ships tzdata 2025c, from before British Columbia stayed
 * on UTC−7. Updating the package (README, "Time-zone data") and restarting the server moves every
 * clock of the server, and the offset tables it sends the apps, to the new rules.
 */
export const shippedZoneRules: ZoneRules = packedZoneRules(
  createRequire(import.meta.url)(TZ_DATA) as PackedZoneData,
);

/** Makes every zoned time of this process (hours, time slots, order times, promo windows) read the shipped rules. */
export function useShippedZoneRules(): ZoneRules {
  useZoneRules(shippedZoneRules);
  return shippedZoneRules;
}
