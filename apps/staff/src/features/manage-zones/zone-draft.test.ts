import { zoneShapeMessages } from '@orderly/domain';
import { describe, expect, it } from 'vitest';
import {
  draftProblems,
  fieldIds,
  reachesOutsideArea,
  verdictFor,
  withOutline,
  type ZonesDraft,
} from './zone-draft.ts';

const p = (lat: number, lng: number) => ({ lat, lng });
const inner = [p(49.27, -123.13), p(49.27, -123.1), p(49.29, -123.1), p(49.29, -123.13)];
const outer = [p(49.25, -123.16), p(49.25, -123.07), p(49.31, -123.07), p(49.31, -123.16)];

const draft: ZonesDraft = {
  deliveryFee: 499,
  deliveryTime: 35,
  deliveryZone: outer,
  deliveryZonesWithFees: [{ deliveryZone: inner, deliveryFee: 299, deliveryTime: 25 }],
};

describe('the zone editor draft', () => {
  it('says what an address would pay, as checkout does', () => {
    expect(verdictFor(p(49.28, -123.12), draft)).toEqual({ kind: 'zone', index: 0, fee: 299, time: 25 });
    // With fee zones, an address must be in one of them, even inside the delivery area.
    expect(verdictFor(p(49.26, -123.15), draft)).toEqual({ kind: 'outside', reason: 'zones' });
    expect(verdictFor(p(49.2, -123.0), draft)).toEqual({ kind: 'outside', reason: 'area' });
    expect(verdictFor(p(49.26, -123.15), { ...draft, deliveryZone: [] })).toEqual({
      kind: 'outside',
      reason: 'zones',
    });
    // Without fee zones, the whole delivery area pays the default.
    const areaOnly = { ...draft, deliveryZonesWithFees: [] };
    expect(verdictFor(p(49.26, -123.15), areaOnly)).toEqual({ kind: 'default', fee: 499, time: 35 });
    expect(verdictFor(p(49.2, -123.0), areaOnly)).toEqual({ kind: 'outside', reason: 'area' });
  });

  it('lists what stops a save, each with its field', () => {
    expect(draftProblems(draft)).toEqual([]);
    const bowTie = [inner[0]!, inner[2]!, inner[1]!, inner[3]!];
    const bad: ZonesDraft = {
      ...withOutline(draft, { kind: 'zone', index: 0 }, bowTie),
      deliveryFee: Number.NaN,
      deliveryTime: 2000,
    };
    expect(draftProblems(bad)).toEqual([
      { fieldId: fieldIds.defaultFee, message: 'Default fee: use an amount such as 4.99.' },
      { fieldId: fieldIds.defaultTime, message: 'Default time: use whole minutes, up to 1440.' },
      {
        fieldId: fieldIds.outline({ kind: 'zone', index: 0 }),
        message: `Zone 1: ${zoneShapeMessages.crossesItself}`,
      },
    ]);
    const typo = withOutline(draft, { kind: 'area' }, [p(Number.NaN, -123), ...outer.slice(1)]);
    expect(draftProblems(typo)[0]?.message).toBe(
      'Delivery area: Each point needs a latitude between -90 and 90 and a longitude between -180 and 180.',
    );
    expect(draftProblems(withOutline(draft, { kind: 'area' }, outer.slice(0, 2)))[0]?.message).toBe(
      `Delivery area: ${zoneShapeMessages.tooFewPoints}`,
    );
    // No delivery area at all is allowed.
    expect(draftProblems(withOutline(draft, { kind: 'area' }, []))).toEqual([]);
  });

  it('points out a fee zone reaching outside the delivery area', () => {
    expect(reachesOutsideArea(inner, outer)).toBe(false);
    // The same outline as the area (the demo's outer zone) is inside it: the boundary counts.
    expect(reachesOutsideArea(outer, outer)).toBe(false);
    expect(reachesOutsideArea([...inner.slice(0, 3), p(49.4, -123.13)], outer)).toBe(true);
    expect(reachesOutsideArea(inner, [])).toBe(false);
  });
});
