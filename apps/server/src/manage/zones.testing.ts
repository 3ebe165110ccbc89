import { demoDocumentJson } from '../demo/demo.ts';

/** A restaurant's or a location's delivery fee, time and zones, as a save sends them. */
export interface Zones {
  deliveryFee: number;
  deliveryTime: number;
  deliveryZone: { lat: number; lng: number }[];
  deliveryZonesWithFees: {
    deliveryZone: { lat: number; lng: number }[];
    deliveryFee: number;
    deliveryTime: number;
  }[];
}

/** The restaurant's zones as the demo's file sets them (Downtown uses them, Kitsilano has its own). */
export function demoZones(): Zones {
  const { settings } = demoDocumentJson() as { settings: Zones };
  return {
    deliveryFee: settings.deliveryFee,
    deliveryTime: settings.deliveryTime,
    deliveryZone: settings.deliveryZone,
    deliveryZonesWithFees: settings.deliveryZonesWithFees,
  };
}
