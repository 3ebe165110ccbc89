import { topics } from '@orderly/client';
import type { LatLng } from '@orderly/domain';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LocationSnapshot } from '../../lib/api-types.ts';
import { ApiError, useLive } from '../../lib/client.tsx';
import {
  ErrorSummary,
  FormSection,
  MoneyField,
  SaveBar,
  SelectField,
  useEditable,
  WholeField,
} from '../manage/form-parts.tsx';
import { managePath, manageSend, useManageData } from '../manage/manage-api.ts';
import { holdsLocation, useManaged } from '../manage/manage-context.ts';
import { AddressTest } from './address-test.tsx';
import { PointsEditor } from './points-editor.tsx';
import {
  draftOf,
  draftProblems,
  type FeeZone,
  fieldIds,
  type LocationZones,
  outlineProblem,
  reachesOutsideArea,
  type ShapeRef,
  squareAround,
  withOutline,
  type ZonesDraft,
  zoneColour,
  zoneName,
} from './zone-draft.ts';
import { ZoneMap } from './zone-map.tsx';
import './zones.css';

const staleMessage =
  'Someone else changed these zones since you opened them. Load their changes, then make yours again.';

/** The zones' values as one string, to tell whether two copies are the same (whatever their key order). */
const zonesKey = (
  zones: Pick<LocationZones, 'deliveryFee' | 'deliveryTime' | 'deliveryZone' | 'deliveryZonesWithFees'>,
) => {
  const points = (outline: LatLng[]) => outline.map((point) => [point.lat, point.lng]);
  return JSON.stringify([
    zones.deliveryFee,
    zones.deliveryTime,
    points(zones.deliveryZone),
    zones.deliveryZonesWithFees.map((zone) => [
      zone.deliveryFee,
      zone.deliveryTime,
      points(zone.deliveryZone),
    ]),
  ]);
};

/**
 * Delivery zones (issue 16): per location, the delivery area, fee zones with their fee and time,
 * and the fee and time elsewhere in the area; drawn and edited on a map or typed as numbers; an
 * address box to check what a customer there would pay.
 */
export function ZonesScreen() {
  const { restaurantId, restaurant } = useManaged();
  const [params, setParams] = useSearchParams();
  const held = restaurant.locations.filter((location) => holdsLocation(restaurant, location.id));
  const asked = params.get('location');
  const locationId = held.some((location) => location.id === asked) ? asked : (held[0]?.id ?? null);
  const loaded = useManageData<{ zones: LocationZones }>(
    locationId ? managePath(restaurantId, 'locations', locationId, 'zones') : null,
  );
  const zones = loaded.data?.zones.locationId === locationId ? loaded.data?.zones : undefined;

  return (
    <div className="manage-page zones-page">
      <header className="manage-page__head">
        <div>
          <h1>Delivery zones</h1>
          <p className="manage-page__lead">
            Where each location delivers and what it charges. An address takes the fee and time of the first
            fee zone it is in (zones are checked in order) and must be inside the delivery area when one is
            drawn. Without fee zones, the whole delivery area pays the default fee.
          </p>
        </div>
        {held.length > 1 && locationId && (
          <div className="zones__location">
            <SelectField
              label="Location"
              value={locationId}
              options={held.map((location) => ({ value: location.id, label: location.locationName }))}
              onChange={(value) => setParams({ location: value }, { replace: true })}
            />
          </div>
        )}
      </header>
      {held.length === 0 && <p className="mbanner">You do not hold any location of this restaurant.</p>}
      {loaded.error && (
        <p className="mbanner mbanner--error" role="alert">
          {loaded.error}
        </p>
      )}
      {!zones && !loaded.error && held.length > 0 && <p className="mnote">Loading the zones…</p>}
      {zones && locationId && (
        <ZonesEditor
          key={locationId}
          restaurantId={restaurantId}
          zones={zones}
          onSaved={(saved) => loaded.setData({ zones: saved })}
          onReload={loaded.reload}
        />
      )}
    </div>
  );
}

function ZonesEditor({
  restaurantId,
  zones,
  onSaved,
  onReload,
}: {
  restaurantId: string;
  zones: LocationZones;
  onSaved: (zones: LocationZones) => void;
  /** Loads the zones as they are now (after someone else saved). */
  onReload: () => Promise<void>;
}) {
  const original = useMemo(() => draftOf(zones), [zones]);
  const form = useEditable<ZonesDraft>(original);
  const draft = form.value ?? original;
  const [selected, setSelected] = useState<ShapeRef | null>(null);
  const [editing, setEditing] = useState<ShapeRef | null>(null);
  const [drawing, setDrawing] = useState<'area' | 'zone' | null>(null);
  const [testPoint, setTestPoint] = useState<LatLng | null>(null);
  const [tried, setTried] = useState(false);
  const [stale, setStale] = useState(false);
  const problems = draftProblems(draft);
  // Someone else's save reaches this screen live (the location's topic): with no edits here the
  // screen takes it at once; with edits, it says so (saving would be refused) and offers to load it.
  const live = useLive<LocationSnapshot | null>(topics.location(restaurantId, zones.locationId)).data;
  const liveKey = live?.settings ? zonesKey(live.settings) : null;
  const changedElsewhere = liveKey !== null && !form.saving && liveKey !== zonesKey(zones);
  useEffect(() => {
    if (changedElsewhere && !form.dirty) void onReload();
  }, [changedElsewhere, form.dirty, onReload]);
  const showStale = stale || (changedElsewhere && form.dirty);
  const shownProblems = [
    ...(tried ? problems : []),
    ...(form.error && !showStale ? [{ fieldId: undefined, message: form.error }] : []),
  ];
  const loadLatest = async () => {
    form.discard();
    setStale(false);
    setEditing(null);
    setDrawing(null);
    await onReload();
  };

  const setZone = (index: number, change: (zone: FeeZone) => FeeZone) =>
    form.update((current) => ({
      ...current,
      deliveryZonesWithFees: current.deliveryZonesWithFees.map((zone, at) =>
        at === index ? change(zone) : zone,
      ),
    }));
  const setOutline = (ref: ShapeRef, outline: LatLng[]) =>
    form.update((current) => withOutline(current, ref, outline));

  const moveZone = (index: number, by: -1 | 1) => {
    form.update((current) => {
      const list = [...current.deliveryZonesWithFees];
      const [zone] = list.splice(index, 1);
      if (zone) list.splice(index + by, 0, zone);
      return { ...current, deliveryZonesWithFees: list };
    });
    setSelected({ kind: 'zone', index: index + by });
    setEditing(null);
  };
  const removeZone = (index: number) => {
    form.update((current) => ({
      ...current,
      deliveryZonesWithFees: current.deliveryZonesWithFees.filter((_, at) => at !== index),
    }));
    setSelected(null);
    setEditing(null);
  };
  const addTypedZone = () => {
    const index = draft.deliveryZonesWithFees.length;
    form.update((current) => ({
      ...current,
      deliveryZonesWithFees: [
        ...current.deliveryZonesWithFees,
        {
          deliveryZone: squareAround(zones.latLng),
          deliveryFee: current.deliveryFee,
          deliveryTime: current.deliveryTime,
        },
      ],
    }));
    setSelected({ kind: 'zone', index });
  };
  const drawn = (outline: LatLng[]) => {
    if (drawing === 'area') {
      setOutline({ kind: 'area' }, outline);
      setSelected({ kind: 'area' });
    } else {
      const index = draft.deliveryZonesWithFees.length;
      form.update((current) => ({
        ...current,
        deliveryZonesWithFees: [
          ...current.deliveryZonesWithFees,
          { deliveryZone: outline, deliveryFee: current.deliveryFee, deliveryTime: current.deliveryTime },
        ],
      }));
      setSelected({ kind: 'zone', index });
    }
    setDrawing(null);
  };

  const save = async () => {
    setTried(true);
    if (problems.length > 0) return;
    setEditing(null);
    setDrawing(null);
    const ok = await form.save(async (value) => {
      try {
        // The version loaded: a save over someone else's newer zones is refused, not lost.
        const saved = await manageSend<{ zones: LocationZones }>(
          managePath(restaurantId, 'locations', zones.locationId, 'zones'),
          'PUT',
          { ...value, version: zones.version },
        );
        onSaved(saved.zones);
        return draftOf(saved.zones);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 409) setStale(true);
        throw caught;
      }
    });
    if (ok) setTried(false);
  };
  const discard = () => {
    form.discard();
    setTried(false);
    setEditing(null);
    setDrawing(null);
    setSelected(null);
  };

  const isSelected = (ref: ShapeRef) =>
    selected?.kind === ref.kind &&
    (ref.kind === 'area' || (selected.kind === 'zone' && selected.index === ref.index));
  const isEditing = (ref: ShapeRef) =>
    editing?.kind === ref.kind &&
    (ref.kind === 'area' || (editing.kind === 'zone' && editing.index === ref.index));
  const toggleEditing = (ref: ShapeRef) => {
    setDrawing(null);
    setSelected(ref);
    setEditing(isEditing(ref) ? null : ref);
  };
  const startDrawing = (what: 'area' | 'zone') => {
    setEditing(null);
    setDrawing(what);
  };

  return (
    <>
      {zones.courierEnabled && (
        <p className="mbanner mbanner--warning">
          {zones.locationName} delivers through the courier, who decides where it delivers and what it
          charges. These zones apply when the courier is turned off.
        </p>
      )}
      {!zones.deliveryEnabled && (
        <p className="mbanner mbanner--warning">
          Delivery is turned off at {zones.locationName}. The zones apply once it is turned on.
        </p>
      )}
      {zones.sharedWithRestaurant && (
        <p className="mbanner">
          {zones.locationName} uses the restaurant's zones. Saving gives it its own copy; other locations keep
          theirs.
        </p>
      )}
      {showStale && (
        <div className="mbanner mbanner--warning zones__stale" role="alert">
          <p>{staleMessage}</p>
          <button type="button" className="btn btn--small" onClick={() => void loadLatest()}>
            Load the latest zones
          </button>
        </div>
      )}
      <ErrorSummary problems={shownProblems} />
      <div className="zones-layout">
        <div className="zones-layout__map">
          <div className="zones-tools" role="toolbar" aria-label="Map tools">
            {drawing ? (
              <>
                <p className="zones-tools__hint" role="status">
                  {drawing === 'area' ? 'Drawing the delivery area' : 'Drawing a new zone'}: click the map to
                  place each point, then click the first point to finish.
                </p>
                <button type="button" className="btn" onClick={() => setDrawing(null)}>
                  Cancel drawing
                </button>
              </>
            ) : (
              <>
                <button type="button" className="btn btn--primary" onClick={() => startDrawing('zone')}>
                  Draw a new zone
                </button>
                <button type="button" className="btn" onClick={() => startDrawing('area')}>
                  {draft.deliveryZone.length > 0 ? 'Redraw the delivery area' : 'Draw the delivery area'}
                </button>
                {editing && (
                  <p className="zones-tools__hint" role="status">
                    Drag the points of{' '}
                    {editing.kind === 'area' ? 'the delivery area' : zoneName(editing.index)}; drag a middle
                    marker to add a point, right-click a point to remove it.
                  </p>
                )}
              </>
            )}
          </div>
          <ZoneMap
            zones={zones}
            draft={draft}
            selected={selected}
            editing={editing}
            drawing={drawing}
            testPoint={testPoint}
            onSelect={setSelected}
            onOutlineChange={setOutline}
            onDrawn={drawn}
          />
        </div>
        <div className="zones-layout__side">
          <AddressTest
            restaurantId={restaurantId}
            locationId={zones.locationId}
            draft={draft}
            unsaved={form.dirty}
            courier={zones.courierEnabled}
            onFound={setTestPoint}
          />
          <FormSection
            title="Default fee and time"
            description={
              draft.deliveryZonesWithFees.length > 0
                ? 'Used only while there are no fee zones: with fee zones, an address must be in one of them.'
                : 'Every address in the delivery area pays this fee.'
            }
          >
            <div className="mgrid zones__pair">
              <MoneyField
                id={fieldIds.defaultFee}
                label="Default delivery fee"
                value={draft.deliveryFee}
                onChange={(deliveryFee) => form.update((current) => ({ ...current, deliveryFee }))}
              />
              <WholeField
                id={fieldIds.defaultTime}
                label="Default delivery time"
                unit="min"
                value={draft.deliveryTime}
                onChange={(deliveryTime) => form.update((current) => ({ ...current, deliveryTime }))}
              />
            </div>
          </FormSection>
          <FormSection
            title="Fee zones"
            description="Checked from the top: an address takes the first zone it is in."
            actions={
              <button type="button" className="btn btn--small" onClick={addTypedZone}>
                Add a zone by points
              </button>
            }
          >
            {draft.deliveryZonesWithFees.length === 0 && (
              <p className="mnote">No fee zones: every address in the delivery area pays the default fee.</p>
            )}
            <ol className="zones-list" aria-label="Fee zones, checked in this order">
              {draft.deliveryZonesWithFees.map((zone, index) => {
                const ref: ShapeRef = { kind: 'zone', index };
                const name = zoneName(index);
                const problem = outlineProblem(zone.deliveryZone, ref);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a zone is its place in the order (zone 1 is checked first)
                  <li key={index}>
                    <section
                      className={`zone-card${isSelected(ref) ? ' zone-card--selected' : ''}`}
                      aria-label={name}
                      style={{ borderLeftColor: zoneColour(index) }}
                    >
                      <header className="zone-card__head">
                        <h3>
                          <button
                            type="button"
                            className="zone-card__name"
                            aria-pressed={isSelected(ref)}
                            onClick={() => setSelected(isSelected(ref) ? null : ref)}
                          >
                            <span
                              className="zone-card__swatch"
                              style={{ background: zoneColour(index) }}
                              aria-hidden="true"
                            />
                            {name}
                          </button>
                        </h3>
                        <div className="zone-card__order">
                          <button
                            type="button"
                            className="btn btn--small"
                            aria-label={`Move ${name} up`}
                            disabled={index === 0}
                            onClick={() => moveZone(index, -1)}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className="btn btn--small"
                            aria-label={`Move ${name} down`}
                            disabled={index === draft.deliveryZonesWithFees.length - 1}
                            onClick={() => moveZone(index, 1)}
                          >
                            ↓
                          </button>
                          <button
                            type="button"
                            className="btn btn--small btn--danger"
                            onClick={() => removeZone(index)}
                            aria-label={`Delete ${name}`}
                          >
                            Delete
                          </button>
                        </div>
                      </header>
                      <div className="mgrid zones__pair">
                        <MoneyField
                          id={fieldIds.fee(index)}
                          label={`${name} delivery fee`}
                          value={zone.deliveryFee}
                          onChange={(deliveryFee) =>
                            setZone(index, (current) => ({ ...current, deliveryFee }))
                          }
                        />
                        <WholeField
                          id={fieldIds.time(index)}
                          label={`${name} delivery time`}
                          unit="min"
                          value={zone.deliveryTime}
                          onChange={(deliveryTime) =>
                            setZone(index, (current) => ({ ...current, deliveryTime }))
                          }
                        />
                      </div>
                      {reachesOutsideArea(zone.deliveryZone, draft.deliveryZone) && (
                        <p className="mnote zone-card__warning">
                          Part of {name} is outside the delivery area: addresses there cannot order delivery.
                        </p>
                      )}
                      <OutlineControls
                        label={name}
                        refTo={ref}
                        outline={zone.deliveryZone}
                        problem={problem}
                        editing={isEditing(ref)}
                        onToggleEditing={() => toggleEditing(ref)}
                        onChange={(outline) => setOutline(ref, outline)}
                      />
                    </section>
                  </li>
                );
              })}
            </ol>
          </FormSection>
          <FormSection
            title="Delivery area"
            description="The outer limit: addresses outside it cannot order delivery. Without one, the fee zones are the limit."
          >
            {draft.deliveryZone.length === 0 ? (
              <div className="zones__empty-area">
                <p className="mnote">No delivery area drawn.</p>
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => {
                    setOutline({ kind: 'area' }, squareAround(zones.latLng));
                    setSelected({ kind: 'area' });
                  }}
                >
                  Start with a square around the location
                </button>
              </div>
            ) : (
              <>
                <OutlineControls
                  label="Delivery area"
                  refTo={{ kind: 'area' }}
                  outline={draft.deliveryZone}
                  problem={outlineProblem(draft.deliveryZone, { kind: 'area' })}
                  editing={isEditing({ kind: 'area' })}
                  onToggleEditing={() => toggleEditing({ kind: 'area' })}
                  onChange={(outline) => setOutline({ kind: 'area' }, outline)}
                />
                <button
                  type="button"
                  className="btn btn--small btn--danger zones__remove-area"
                  onClick={() => {
                    setOutline({ kind: 'area' }, []);
                    setEditing(null);
                  }}
                >
                  Remove the delivery area
                </button>
              </>
            )}
          </FormSection>
        </div>
      </div>
      <SaveBar
        dirty={form.dirty}
        saving={form.saving}
        savedAt={form.savedAt}
        onSave={() => void save()}
        onDiscard={discard}
      />
    </>
  );
}

/** An outline's map editing switch, its points as numbers, and what is wrong with it. */
function OutlineControls({
  label,
  refTo,
  outline,
  problem,
  editing,
  onToggleEditing,
  onChange,
}: {
  label: string;
  refTo: ShapeRef;
  outline: LatLng[];
  problem: string | null;
  editing: boolean;
  onToggleEditing: () => void;
  onChange: (outline: LatLng[]) => void;
}) {
  const pointsId = fieldIds.outline(refTo);
  return (
    <div className="zone-outline">
      <div className="zone-outline__actions">
        <button type="button" className="btn btn--small" aria-pressed={editing} onClick={onToggleEditing}>
          {editing ? 'Done moving points' : 'Move points on the map'}
        </button>
      </div>
      {problem && (
        <p className="mfield__error" role="alert">
          {problem}
        </p>
      )}
      <details className="zone-outline__points">
        <summary id={pointsId}>
          {label} points ({outline.length})
        </summary>
        <PointsEditor label={label} outline={outline} onChange={onChange} />
      </details>
    </div>
  );
}
