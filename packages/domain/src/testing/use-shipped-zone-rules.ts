import { useZoneRules } from '../zoned-time.ts';
import { shippedZoneRules } from './shipped-zone-rules.ts';

// Every test reads time zones from the tz database the server ships, as the server does (Vitest setup file).
useZoneRules(shippedZoneRules);
