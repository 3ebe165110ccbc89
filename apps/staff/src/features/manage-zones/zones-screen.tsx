import { topics } from '@orderly/client';
import { formatMoney, type LatLng } from '@orderly/domain';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, call, useLive } from '../../lib/client.tsx';
import {
  ErrorSummary,
  FormSection,
  MoneyField,
  SaveBar,
  SelectField,
  useEditable,
  WholeField,
} from '../manage/form-parts.tsx';
import { type Loaded, messageOf, useManageCall } from '../manage/manage-api.ts';
import { holdsLocation, useManaged } from '../manage/manage-context.ts';
import { ErrorBanner, ManagePage } from '../manage/manage-page.tsx';
import { AddressTest, type ZonesHome } from './address-test.tsx';
import { PointsEditor } from './points-editor.tsx';
import {
  draftOf,
  draftProblems,
  type FeeZone,
  fieldIds,
  type LocationZones,
  locationSubject,
  mapStartOf,
  outlineProblem,
  reachesOutsideArea,
  restaurantSubject,
  type ShapeRef,
  squareAround,
  withOutline,
  type ZonesDraft,
  type ZonesSubject,
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

/** The choice of the screen's select that opens the restaurant's own zones. */
const wholeRestaurant = 'restaurant';

/**
 * Delivery zones (issue 16): the restaurant's zones, which every location uses unless it has its
 * own, and per location its own or the restaurant's; the delivery area, fee zones with their fee
 * and time, and the fee and time elsewhere in the area; drawn and edited on a map or typed as
 * numbers; an address box to check what a customer there would pay.
 */
export function ZonesScreen() {
  const { restaurantId, restaurant } = useManaged();
  const [params, setParams] = useSearchParams();
  const held = restaurant.locations.filter((location) => holdsLocation(restaurant, location.id));
  const asked = params.get('location');
  const choice =
    asked === wholeRestaurant
      ? wholeRestaurant
      : held.some((location) => location.id === asked)
        ? asked
        : (held[0]?.id ?? wholeRestaurant);
  const open = (value: string) => setParams({ location: value }, { replace: true });

  return (
    <ManagePage
      className="zones-page"
      title="Delivery zones"
      lead="Where each location delivers and what it charges. An address takes the fee and time of the first fee zone it is in (zones are checked in order) and must be inside the delivery area when one is drawn. Without fee zones, the whole delivery area pays the default fee."
      actions={
        choice && (
          <div className="zones__location">
            <SelectField
              label="Zones of"
              value={choice}
              options={[
                { value: wholeRestaurant, label: 'Whole restaurant' },
                ...held.map((location) => ({ value: location.id, label: location.locationName })),
              ]}
              onChange={open}
            />
          </div>
        )
      }
    >
      {choice === wholeRestaurant ? (
        <RestaurantZonesPanel key={wholeRestaurant} restaurantId={restaurantId} onOpen={open} />
      ) : (
        choice && (
          <LocationZonesPanel key={choice} restaurantId={restaurantId} locationId={choice} onOpen={open} />
        )
      )}
    </ManagePage>
  );
}

/** A load's error or its wait, in the screen's words. */
function LoadState({ error }: { error: string | null }) {
  return error ? <ErrorBanner message={error} /> : <p className="mnote">Loading the zones…</p>;
}

/** The restaurant's own zones: edited by a manager of every location, read by the others. */
function RestaurantZonesPanel({
  restaurantId,
  onOpen,
}: {
  restaurantId: string;
  onOpen: (choice: string) => void;
}) {
  const loaded = useManageCall('getRestaurantZones', { params: { restaurantId } });
  const zones = loaded.data?.zones;
  if (!zones) return <LoadState error={loaded.error} />;
  const subject = restaurantSubject(zones);
  const sharing = zones.locations.filter((location) => location.sharedWithRestaurant);
  const own = zones.locations.filter((location) => !location.sharedWithRestaurant);
  return (
    <>
      <p className="mbanner" data-testid="zones-users">
        {sharing.length > 0
          ? `Used by ${sharing.map((location) => location.locationName).join(', ')}.`
          : 'No location uses these zones: each has its own.'}
        {own.length > 0 &&
          ` ${own.map((location) => location.locationName).join(', ')} ${own.length === 1 ? 'has its' : 'have their'} own zones.`}
      </p>
      {zones.canEdit ? (
        <ZonesEditor
          subject={subject}
          home={{ restaurantId }}
          saveZones={(body) => call('saveRestaurantZones', { params: { restaurantId }, body })}
          loaded={loaded}
          subjectOf={restaurantSubject}
        />
      ) : (
        <>
          <p className="mbanner">Only a manager of every location can change the restaurant's zones.</p>
          <ZonesOverview subject={subject} home={{ restaurantId }} />
        </>
      )}
      {own.length > 0 && (
        <p className="mnote">
          {own.map((location, index) => (
            <span key={location.locationId}>
              {index > 0 && ' '}
              <button type="button" className="btn btn--small" onClick={() => onOpen(location.locationId)}>
                Open the zones of {location.locationName}
              </button>
            </span>
          ))}
        </p>
      )}
    </>
  );
}

/**
 * One location's zones: the restaurant's (shown, not edited here) or its own (edited); the
 * choice between them hands the zones back to the restaurant, or starts the location's own from
 * the restaurant's.
 */
function LocationZonesPanel({
  restaurantId,
  locationId,
  onOpen,
}: {
  restaurantId: string;
  locationId: string;
  onOpen: (choice: string) => void;
}) {
  const params = { restaurantId, locationId };
  const loaded = useManageCall('getDeliveryZones', { params });
  const zones = loaded.data?.zones.locationId === locationId ? loaded.data.zones : undefined;
  // Someone else's save reaches this screen live (the location's topic).
  const live = useLive(topics.location(restaurantId, locationId)).data;
  const liveKey = live?.settings ? zonesKey(live.settings) : null;
  const changedElsewhere = zones !== undefined && liveKey !== null && liveKey !== zonesKey(zones);
  // 'own' chosen but not saved yet: the editor starts from the restaurant's zones.
  const [startingOwn, setStartingOwn] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  // The choice being saved: the radio shows it at once, not when the server has answered.
  const [pending, setPending] = useState<'restaurant' | null>(null);
  const busy = pending !== null;
  if (!zones) return <LoadState error={loaded.error} />;
  const subject = locationSubject(zones);
  const own = pending === null && (!zones.sharedWithRestaurant || startingOwn);

  const choose = async (choice: 'restaurant' | 'own') => {
    setStatus(null);
    if (choice === 'own') {
      setStartingOwn(true);
      return;
    }
    setStartingOwn(false);
    if (zones.sharedWithRestaurant) return;
    setPending('restaurant');
    try {
      const saved = await call('useRestaurantZones', { params });
      loaded.setData(saved);
      setStatus({ text: `${zones.locationName} now uses the restaurant's zones.`, error: false });
    } catch (error) {
      setStatus({ text: messageOf(error), error: true });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <fieldset className="zones-source">
        <legend>Zones of {zones.locationName}</legend>
        <label className="zones-source__choice">
          <input
            type="radio"
            name="zones-source"
            checked={!own}
            disabled={busy}
            onChange={() => void choose('restaurant')}
          />
          Use the restaurant's zones
        </label>
        <label className="zones-source__choice">
          <input
            type="radio"
            name="zones-source"
            checked={own}
            disabled={busy}
            onChange={() => void choose('own')}
          />
          Own zones
        </label>
        <p className={status?.error ? 'mbanner mbanner--error' : 'mnote'} role="status">
          {status?.text ?? ''}
        </p>
      </fieldset>
      {own ? (
        <>
          {zones.sharedWithRestaurant && (
            <p className="mbanner">
              {zones.locationName} starts from the restaurant's zones. Saving gives it its own; changes to the
              restaurant's zones then no longer apply here.
            </p>
          )}
          <ZonesEditor
            subject={subject}
            home={params}
            saveZones={(body) => call('saveDeliveryZones', { params, body })}
            loaded={loaded}
            subjectOf={locationSubject}
            changedElsewhere={changedElsewhere}
            onSaved={() => setStartingOwn(false)}
          />
        </>
      ) : (
        <>
          <div className="mbanner zones__shared">
            <p>{zones.locationName} uses the restaurant's zones: a change to them applies here too.</p>
            <button type="button" className="btn btn--small" onClick={() => onOpen(wholeRestaurant)}>
              Edit the restaurant's zones
            </button>
          </div>
          <ZonesOverview subject={subject} home={params} />
        </>
      )}
    </>
  );
}

/** Zones shown, not edited: the map, the address test and the fees. */
function ZonesOverview({ subject, home }: { subject: ZonesSubject; home: ZonesHome }) {
  const draft = draftOf(subject);
  const [testPoint, setTestPoint] = useState<LatLng | null>(null);
  return (
    <div className="zones-layout">
      <div className="zones-layout__map">
        <ZoneMap
          zones={subject}
          draft={draft}
          selected={null}
          editing={null}
          drawing={null}
          testPoint={testPoint}
          onSelect={() => undefined}
          onOutlineChange={() => undefined}
          onDrawn={() => undefined}
        />
      </div>
      <div className="zones-layout__side">
        <AddressTest
          home={home}
          draft={draft}
          unsaved={false}
          courier={subject.courierEnabled}
          onFound={setTestPoint}
        />
        <FormSection
          title="Fees"
          description="Checked from the top: an address takes the first zone it is in."
        >
          <ul className="zones-summary">
            {draft.deliveryZonesWithFees.map((zone, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a zone is its place in the order
              <li key={index}>
                <span
                  className="zone-card__swatch"
                  style={{ background: zoneColour(index) }}
                  aria-hidden="true"
                />
                {zoneName(index)}: {formatMoney(zone.deliveryFee)}, {zone.deliveryTime} min
              </li>
            ))}
            <li>
              Default: {formatMoney(draft.deliveryFee)}, {draft.deliveryTime} min
            </li>
            <li>{draft.deliveryZone.length > 0 ? 'Delivery area drawn' : 'No delivery area drawn'}</li>
          </ul>
        </FormSection>
      </div>
    </div>
  );
}

function ZonesEditor<Zones>({
  subject: zones,
  home,
  saveZones,
  loaded,
  subjectOf,
  changedElsewhere: changedLive = false,
  onSaved,
}: {
  subject: ZonesSubject;
  /** Whose zones: the address test searches with theirs. */
  home: ZonesHome;
  /** Saves the zones (the restaurant's or the location's operation). */
  saveZones: (body: ZonesDraft & { version: string }) => Promise<{ zones: Zones }>;
  /** The zones as loaded: a save's answer replaces them, and they load again after someone else saved. */
  loaded: Loaded<{ zones: Zones }>;
  subjectOf: (zones: Zones) => ZonesSubject;
  /** The zones changed since they were loaded (someone else saved). */
  changedElsewhere?: boolean;
  onSaved?: () => void;
}) {
  const onReload = loaded.reload;
  /** Saves the zones (with the version loaded) and answers them as saved. */
  const onSave = async (body: ZonesDraft & { version: string }) => {
    const saved = await saveZones(body);
    loaded.setData(saved);
    onSaved?.();
    return subjectOf(saved.zones);
  };
  const original = useMemo(() => draftOf(zones), [zones]);
  const form = useEditable<ZonesDraft>(original);
  const draft = form.value ?? original;
  // Where a typed-in square starts: the location, or where the map starts when it has no position.
  const start = mapStartOf(zones, original);
  const [selected, setSelected] = useState<ShapeRef | null>(null);
  const [editing, setEditing] = useState<ShapeRef | null>(null);
  const [drawing, setDrawing] = useState<'area' | 'zone' | null>(null);
  const [testPoint, setTestPoint] = useState<LatLng | null>(null);
  const [tried, setTried] = useState(false);
  const [stale, setStale] = useState(false);
  const problems = draftProblems(draft);
  // With no edits here the screen takes someone else's save at once; with edits, it says so
  // (saving would be refused) and offers to load it.
  const changedElsewhere = changedLive && !form.saving;
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
          deliveryZone: squareAround(start.centre),
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
        return draftOf(await onSave({ ...value, version: zones.version }));
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
          {zones.name} delivers through the courier, who decides where it delivers and what it charges. These
          zones apply when the courier is turned off.
        </p>
      )}
      {!zones.deliveryEnabled && (
        <p className="mbanner mbanner--warning">
          Delivery is turned off at {zones.name}. The zones apply once it is turned on.
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
            home={home}
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
                    setOutline({ kind: 'area' }, squareAround(start.centre));
                    setSelected({ kind: 'area' });
                  }}
                >
                  {start.source === 'location'
                    ? 'Start with a square around the location'
                    : 'Start with a square on the map'}
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
