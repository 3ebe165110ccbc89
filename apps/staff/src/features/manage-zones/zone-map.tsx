import L, { removeMap } from './leaflet.ts';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { formatMoney, isKnownPosition, type LatLng } from '@orderly/domain';
import { useEffect, useRef, useState } from 'react';
import { PositionNote } from './position-note.tsx';
import {
  areaColour,
  isDrawable,
  mapStartOf,
  outlineProblem,
  type Place,
  roundPoint,
  type ShapeRef,
  type ZonesDraft,
  type ZonesSubject,
  zoneColour,
  zoneName,
} from './zone-draft.ts';

export interface ZoneMapProps {
  zones: ZonesSubject;
  draft: ZonesDraft;
  /** The outline highlighted (its fields are open). */
  selected: ShapeRef | null;
  /** The outline whose points can be dragged on the map. */
  editing: ShapeRef | null;
  /** Drawing a new outline: for the delivery area or a new fee zone. */
  drawing: 'area' | 'zone' | null;
  /** The address tested in the box, shown as a dot. */
  testPoint: LatLng | null;
  onSelect: (ref: ShapeRef) => void;
  onOutlineChange: (ref: ShapeRef, outline: LatLng[]) => void;
  onDrawn: (outline: LatLng[]) => void;
}

/** A plain background that moves with the map (faint squares): no tile server is asked. */
const PlainGrid = L.GridLayer.extend({
  createTile() {
    const tile = document.createElement('div');
    tile.className = 'zone-map__tile';
    return tile;
  },
});

const sameOutline = (a: LatLng[], b: LatLng[]) =>
  a.length === b.length &&
  a.every((point, index) => point.lat === b[index]?.lat && point.lng === b[index]?.lng);

const outlineOfLayer = (layer: L.Polygon): LatLng[] => {
  const rings = layer.getLatLngs() as L.LatLng[][];
  return (rings[0] ?? []).map((point) => roundPoint({ lat: point.lat, lng: point.lng }));
};

const sameRef = (a: ShapeRef | null, b: ShapeRef) =>
  a !== null && a.kind === b.kind && (a.kind === 'area' || (b.kind === 'zone' && a.index === b.index));

const problemColour = '#ff6b6b';

const known = (place: Place) => isKnownPosition(place.latLng);

/** Geoman's options for editing and drawing: no self-crossing outlines, no snapping to other shapes. */
const editOptions = { allowSelfIntersection: false, snappable: false, draggable: false } as const;

/**
 * The zones on a Leaflet map: the delivery area dashed, each fee zone in its colour with its name
 * and fee, the location and the tested address as dots. Points are dragged with Geoman while an
 * outline is being edited; new outlines are drawn point by point. Street tiles appear only when
 * the platform has a tile source (MAP_TILE_URL); otherwise a plain grid, so nothing is fetched.
 */
export function ZoneMap(props: ZoneMapProps) {
  const { zones, draft, selected, editing, drawing, testPoint } = props;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const areaLayer = useRef<L.Polygon | null>(null);
  const zoneLayers = useRef<L.Polygon[]>([]);
  const testLayer = useRef<L.CircleMarker | null>(null);
  const labels = useRef<L.Tooltip[]>([]);
  const latest = useRef(props);
  latest.current = props;

  // Where the map starts: the location, else the zones drawn, another location or the platform's
  // default (a new restaurant's location is at 0, 0 until its manager sets it).
  const [start] = useState(() => mapStartOf(zones, draft));

  // The map, once per location (the screen remounts it for another location).
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later changes are synced below
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      center: L.latLng(start.centre.lat, start.centre.lng),
      zoom: 13,
      // Without tiles no layer sets a deepest zoom: fitting one point in view would zoom without end.
      maxZoom: 19,
      zoomSnap: 0.5,
      attributionControl: zones.tiles !== null,
      keyboard: true,
    });
    if (zones.tiles) {
      map.attributionControl.setPrefix(false);
      L.tileLayer(zones.tiles.url, { attribution: zones.tiles.attribution, maxZoom: 19 }).addTo(map);
    } else {
      new PlainGrid().addTo(map);
    }
    L.control.scale({ imperial: false }).addTo(map);
    for (const place of zones.places) {
      if (!known(place)) continue;
      L.circleMarker(L.latLng(place.latLng.lat, place.latLng.lng), {
        radius: 8,
        color: '#0e1014',
        weight: 3,
        fillColor: '#ffd166',
        fillOpacity: 1,
      })
        .bindTooltip(place.name, { direction: 'top', offset: [0, -8] })
        .addTo(map);
    }
    map.pm.setGlobalOptions({ ...editOptions, pathOptions: { color: '#ffd166', weight: 3 } });
    map.on('pm:create', (event) => {
      const layer = event.layer as L.Polygon;
      const outline = outlineOfLayer(layer);
      layer.remove();
      latest.current.onDrawn(outline);
    });
    mapRef.current = map;
    // Everything drawn, and the locations, in view (when they are more than one point); the first
    // view is set, not flown to.
    if (start.box)
      map.fitBounds(L.latLngBounds([start.box.south, start.box.west], [start.box.north, start.box.east]), {
        padding: [24, 24],
        animate: false,
        maxZoom: 16,
      });
    return () => {
      removeMap(map);
      mapRef.current = null;
      areaLayer.current = null;
      zoneLayers.current = [];
      testLayer.current = null;
      labels.current = [];
    };
  }, []);

  // The outlines follow the draft (typed points, deleted zones); an outline being dragged already matches.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const sync = (
      current: L.Polygon | null,
      outline: LatLng[],
      ref: ShapeRef,
      style: L.PathOptions,
    ): L.Polygon | null => {
      // A half-typed point (NaN) cannot be drawn: the outline shows again once it is a number.
      if (!isDrawable(outline)) {
        current?.remove();
        return null;
      }
      let layer = current;
      if (!layer) {
        layer = L.polygon(outline, style).addTo(map);
        layer.on('click', () => latest.current.onSelect(ref));
        layer.on('pm:edit', (event) =>
          latest.current.onOutlineChange(ref, outlineOfLayer(event.layer as L.Polygon)),
        );
      } else if (!sameOutline(outlineOfLayer(layer), outline)) {
        const wasEditing = layer.pm.enabled();
        if (wasEditing) layer.pm.disable();
        layer.setLatLngs(outline);
        if (wasEditing) layer.pm.enable(editOptions);
      }
      layer.setStyle(style);
      const shouldEdit = sameRef(editing, ref);
      if (shouldEdit && !layer.pm.enabled()) layer.pm.enable(editOptions);
      if (!shouldEdit && layer.pm.enabled()) layer.pm.disable();
      if (sameRef(selected, ref)) layer.bringToFront();
      return layer;
    };
    const areaRef: ShapeRef = { kind: 'area' };
    areaLayer.current = sync(areaLayer.current, draft.deliveryZone, areaRef, {
      className: 'zone-map__shape zone-map__shape--area',
      color: outlineProblem(draft.deliveryZone, areaRef) ? problemColour : areaColour,
      weight: sameRef(selected, areaRef) ? 4 : 2,
      dashArray: '8 6',
      fillOpacity: 0.04,
      fillColor: areaColour,
    });
    const count = draft.deliveryZonesWithFees.length;
    for (const layer of zoneLayers.current.slice(count)) layer?.remove();
    zoneLayers.current = draft.deliveryZonesWithFees.map((zone, index) => {
      const ref: ShapeRef = { kind: 'zone', index };
      const chosen = sameRef(selected, ref);
      return sync(zoneLayers.current[index] ?? null, zone.deliveryZone, ref, {
        className: 'zone-map__shape',
        // An outline that cannot be saved shows in red, dashed.
        color: outlineProblem(zone.deliveryZone, ref) ? problemColour : zoneColour(index),
        dashArray: outlineProblem(zone.deliveryZone, ref) ? '6 5' : '',
        weight: chosen ? 4 : 2,
        fillColor: zoneColour(index),
        fillOpacity: chosen ? 0.3 : 0.16,
      }) as L.Polygon;
    });
    // Each zone's name and fee at its northernmost point (nested zones' centres would overlap).
    for (const label of labels.current) label.remove();
    labels.current = draft.deliveryZonesWithFees.flatMap((zone, index) => {
      if (!isDrawable(zone.deliveryZone)) return [];
      const top = zone.deliveryZone.reduce((best, point) => (point.lat > best.lat ? point : best));
      const label = L.tooltip({
        permanent: true,
        direction: 'top',
        className: 'zone-map__label',
        offset: [0, -2],
      })
        .setLatLng([top.lat, top.lng])
        .setContent(`${zoneName(index)} · ${formatMoney(zone.deliveryFee)}`);
      map.openTooltip(label);
      return [label];
    });
  }, [draft, selected, editing]);

  // Drawing a new outline point by point (click the first point again to finish).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (drawing) {
      map.pm.enableDraw('Polygon', {
        ...editOptions,
        pathOptions: { color: drawing === 'area' ? areaColour : '#ffd166', weight: 3 },
        templineStyle: { color: '#ffd166' },
        hintlineStyle: { color: '#ffd166', dashArray: '5 5' },
      });
    } else {
      map.pm.disableDraw();
    }
  }, [drawing]);

  // The tested address, brought into view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    testLayer.current?.remove();
    testLayer.current = null;
    if (!testPoint) return;
    const point = L.latLng(testPoint.lat, testPoint.lng);
    testLayer.current = L.circleMarker(point, {
      radius: 9,
      color: '#0e1014',
      weight: 3,
      fillColor: '#ff6b6b',
      fillOpacity: 1,
    })
      .bindTooltip('Tested address', { direction: 'top', offset: [0, -9] })
      .addTo(map);
    // The zones stay in view with it; with nothing placed yet, the map goes to it (a new location's
    // manager finds their street this way).
    const { zones: shown, draft: drawn } = latest.current;
    const placed =
      shown.places.some(known) ||
      isDrawable(drawn.deliveryZone) ||
      drawn.deliveryZonesWithFees.some((zone) => isDrawable(zone.deliveryZone));
    if (!placed) map.setView(point, 15);
    else if (!map.getBounds().contains(point))
      map.fitBounds(map.getBounds().extend(point), { padding: [24, 24] });
  }, [testPoint]);

  return (
    <div className="zone-map">
      <PositionNote places={zones.places} start={start} />
      <section
        ref={container}
        className="zone-map__canvas"
        aria-label={`Map of the delivery zones of ${zones.name}. Use the lists beside it to change points with the keyboard.`}
        data-testid="zone-map"
      />
      <ul className="zone-map__legend" aria-label="Map legend">
        {zones.places.filter(known).map((place) => (
          <li key={place.id}>
            <span className="zone-map__swatch zone-map__swatch--location" aria-hidden="true" />
            {place.name}
          </li>
        ))}
        {draft.deliveryZone.length >= 3 && (
          <li>
            <span className="zone-map__swatch zone-map__swatch--area" aria-hidden="true" />
            Delivery area
          </li>
        )}
        {testPoint && (
          <li>
            <span className="zone-map__swatch zone-map__swatch--test" aria-hidden="true" />
            Tested address
          </li>
        )}
      </ul>
    </div>
  );
}
