import { describe, expect, it } from 'vitest';
import {
  deliveryQuote,
  isDeliverable,
  isInsideZone,
  isZoneDefined,
  zoneCrossesItself,
  zoneShapeMessages,
  zoneShapeProblem,
} from './delivery-zones.ts';
import { downtown, insideDowntown, outsideDowntown } from './testing/fixtures.ts';

const wide = [
  { lat: 49.0, lng: -124.0 },
  { lat: 49.0, lng: -122.0 },
  { lat: 50.0, lng: -122.0 },
  { lat: 50.0, lng: -124.0 },
];

describe('zones', () => {
  it('needs three corners to be defined', () => {
    expect(isZoneDefined([])).toBe(false);
    expect(isZoneDefined(null)).toBe(false);
    expect(isZoneDefined(downtown.slice(0, 2))).toBe(false);
    expect(isZoneDefined(downtown.slice(0, 3))).toBe(true);
  });
  it('tests points in polygons, closed or not', () => {
    expect(isInsideZone(insideDowntown, downtown)).toBe(true);
    expect(isInsideZone(outsideDowntown, downtown)).toBe(false);
    expect(isInsideZone(insideDowntown, [...downtown, downtown[0]!])).toBe(true);
    expect(isInsideZone(insideDowntown, [])).toBe(false);
  });
});

describe('deliveryQuote', () => {
  const settings = {
    deliveryFee: 500,
    deliveryTime: 30,
    deliveryZonesWithFees: [
      { deliveryZone: downtown, deliveryFee: 300, deliveryTime: 20 },
      { deliveryZone: wide, deliveryFee: 800, deliveryTime: 45 },
    ],
  };
  it('uses the first zone containing the address', () => {
    expect(deliveryQuote(insideDowntown, settings)).toEqual({
      deliveryFee: 300,
      deliveryTime: 20,
      zoneIndex: 0,
    });
    expect(deliveryQuote(outsideDowntown, settings)).toEqual({
      deliveryFee: 800,
      deliveryTime: 45,
      zoneIndex: 1,
    });
  });
  it('falls back to the default fee and time', () => {
    expect(deliveryQuote({ lat: 10, lng: 10 }, settings)).toEqual({
      deliveryFee: 500,
      deliveryTime: 30,
      zoneIndex: null,
    });
    expect(deliveryQuote(null, settings)).toEqual({ deliveryFee: 500, deliveryTime: 30, zoneIndex: null });
    expect(
      deliveryQuote(insideDowntown, { ...settings, deliveryZonesWithFees: undefined as never }),
    ).toMatchObject({
      zoneIndex: null,
    });
  });
  it('never quotes a negative fee', () => {
    expect(deliveryQuote(null, { ...settings, deliveryFee: -100 }).deliveryFee).toBe(0);
    expect(
      deliveryQuote(insideDowntown, {
        ...settings,
        deliveryZonesWithFees: [{ deliveryZone: downtown, deliveryFee: -1, deliveryTime: 5 }],
      }).deliveryFee,
    ).toBe(0);
  });
});

describe('isDeliverable', () => {
  const none = { courierEnabled: false, deliveryZone: [], deliveryZonesWithFees: [] };
  it('accepts any address when no zone is defined', () => {
    expect(isDeliverable(outsideDowntown, none)).toBe(true);
  });
  it('requires the delivery zone when defined', () => {
    expect(isDeliverable(insideDowntown, { ...none, deliveryZone: downtown })).toBe(true);
    expect(isDeliverable(outsideDowntown, { ...none, deliveryZone: downtown })).toBe(false);
  });
  it('requires one of the fee zones when defined', () => {
    const withFees = {
      ...none,
      deliveryZonesWithFees: [{ deliveryZone: downtown, deliveryFee: 1, deliveryTime: 1 }],
    };
    expect(isDeliverable(insideDowntown, withFees)).toBe(true);
    expect(isDeliverable(outsideDowntown, withFees)).toBe(false);
    expect(isDeliverable(outsideDowntown, { ...none, deliveryZonesWithFees: undefined as never })).toBe(true);
  });
  it('requires both when both are defined', () => {
    const both = {
      ...none,
      deliveryZone: wide,
      deliveryZonesWithFees: [{ deliveryZone: downtown, deliveryFee: 1, deliveryTime: 1 }],
    };
    expect(isDeliverable(insideDowntown, both)).toBe(true);
    expect(isDeliverable(outsideDowntown, both)).toBe(false);
  });
  it('leaves the area to the courier when the courier is enabled', () => {
    expect(isDeliverable(outsideDowntown, { ...none, courierEnabled: true, deliveryZone: downtown })).toBe(
      true,
    );
  });
});

describe('zoneShapeProblem', () => {
  const p = (lat: number, lng: number) => ({ lat, lng });
  const square = [p(49.0, -123.0), p(49.0, -122.9), p(49.1, -122.9), p(49.1, -123.0)];

  it('accepts simple outlines, closed or not, in either direction', () => {
    expect(zoneShapeProblem(square)).toBeNull();
    expect(zoneShapeProblem([...square, square[0]!])).toBeNull();
    expect(zoneShapeProblem([...square].reverse())).toBeNull();
    expect(zoneShapeProblem(downtown)).toBeNull();
    // A concave outline (an L) is fine.
    expect(zoneShapeProblem([p(0, 0), p(0, 2), p(1, 2), p(1, 1), p(2, 1), p(2, 0)])).toBeNull();
  });
  it('needs three points', () => {
    expect(zoneShapeProblem([])).toBe(zoneShapeMessages.tooFewPoints);
    expect(zoneShapeProblem(square.slice(0, 2))).toBe(zoneShapeMessages.tooFewPoints);
    // Closing the ring does not count as a third point.
    expect(zoneShapeProblem([square[0]!, square[1]!, square[0]!])).toBe(zoneShapeMessages.tooFewPoints);
  });
  it('refuses a bow tie and other crossing outlines', () => {
    const bowTie = [square[0]!, square[2]!, square[1]!, square[3]!];
    expect(zoneCrossesItself(bowTie)).toBe(true);
    expect(zoneShapeProblem(bowTie)).toBe(zoneShapeMessages.crossesItself);
    // A far edge touching another edge's middle.
    expect(zoneShapeProblem([p(0, 0), p(0, 4), p(2, 4), p(0, 2), p(-1, 1)])).toBe(
      zoneShapeMessages.crossesItself,
    );
    // A spike folding back along its own edge.
    expect(zoneShapeProblem([p(0, 0), p(0, 4), p(0, 2), p(2, 2)])).toBe(zoneShapeMessages.crossesItself);
  });
  it('refuses repeated points and flat outlines', () => {
    expect(zoneShapeProblem([square[0]!, square[1]!, square[1]!, square[2]!])).toBe(
      zoneShapeMessages.repeatedPoint,
    );
    expect(zoneShapeProblem([p(0, 0), p(1, 1), p(2, 2)])).toBe(zoneShapeMessages.noArea);
  });
});
