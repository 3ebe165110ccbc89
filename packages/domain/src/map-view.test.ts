import { describe, expect, it } from 'vitest';
import { defaultMapCentre, isKnownPosition, zoneMapStart } from './map-view.ts';

const p = (lat: number, lng: number) => ({ lat, lng });
const gastown = p(49.2847, -123.1075);
const kitsilano = p(49.2684, -123.1683);
const square = [p(49.29, -123.12), p(49.29, -123.1), p(49.28, -123.1), p(49.28, -123.12)];

describe('isKnownPosition', () => {
  it('takes a real place, refuses 0, 0 (a new location), missing, NaN and out-of-range positions', () => {
    expect(isKnownPosition(gastown)).toBe(true);
    expect(isKnownPosition(p(0, 12.5))).toBe(true);
    expect(isKnownPosition(p(0, 0))).toBe(false);
    expect(isKnownPosition(null)).toBe(false);
    expect(isKnownPosition(undefined)).toBe(false);
    expect(isKnownPosition(p(Number.NaN, Number.NaN))).toBe(false);
    expect(isKnownPosition(p(49.28, Number.POSITIVE_INFINITY))).toBe(false);
    expect(isKnownPosition(p(91, -123))).toBe(false);
    expect(isKnownPosition(p(49, -181))).toBe(false);
    expect(isKnownPosition({ lat: '49.28', lng: '-123.1' } as never)).toBe(false);
  });
});

describe('where the delivery-zone map starts', () => {
  it("starts on the location's position, with nothing to fit when only it is there", () => {
    // One point cannot be fitted in view (Leaflet zoomed in without end: "Invalid LatLng object: (NaN, NaN)").
    expect(zoneMapStart({ position: gastown })).toEqual({ centre: gastown, source: 'location', box: null });
    expect(zoneMapStart({ position: gastown, others: [gastown] }).box).toBeNull();
  });

  it('fits the location and its zones, and centres on the location', () => {
    expect(zoneMapStart({ position: gastown, outlines: [square, []] })).toEqual({
      centre: gastown,
      source: 'location',
      box: { south: 49.28, west: -123.12, north: 49.29, east: -123.1 },
    });
  });

  it('starts on the platform default for a new location at 0, 0, missing or NaN, with nothing drawn', () => {
    for (const position of [p(0, 0), null, undefined, p(Number.NaN, Number.NaN)]) {
      expect(zoneMapStart({ position, outlines: [[]], others: [position] })).toEqual({
        centre: defaultMapCentre,
        source: 'default',
        box: null,
      });
    }
  });

  it('starts on the zones drawn when the location has no position, leaving 0, 0 out of the view', () => {
    const start = zoneMapStart({ position: p(0, 0), outlines: [square], others: [p(0, 0)] });
    expect(start.source).toBe('zones');
    expect(start.centre.lat).toBeCloseTo(49.285);
    expect(start.centre.lng).toBeCloseTo(-123.11);
    expect(start.box).toEqual({ south: 49.28, west: -123.12, north: 49.29, east: -123.1 });
  });

  it("starts on another location's position when this one has none and nothing is drawn", () => {
    expect(zoneMapStart({ position: p(0, 0), others: [p(0, 0), kitsilano] })).toEqual({
      centre: kitsilano,
      source: 'other-location',
      box: null,
    });
  });

  it('leaves out half-typed points of an outline (NaN)', () => {
    const start = zoneMapStart({ position: gastown, outlines: [[p(Number.NaN, -123.1), gastown]] });
    expect(start).toEqual({ centre: gastown, source: 'location', box: null });
  });
});
