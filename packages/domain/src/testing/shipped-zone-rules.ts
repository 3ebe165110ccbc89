import packed from 'moment-timezone/data/packed/latest.json';
import { packedZoneRules } from '../zone-rules.ts';

/** The tz database the server ships (see apps/server/src/restaurants/shipped-zone-rules.ts), for tests. */
export const shippedZoneRules = packedZoneRules(packed);
