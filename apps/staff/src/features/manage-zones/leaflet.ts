import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/**
 * Leaflet, made the page's global `L` before Geoman (a plain script that extends the global) is
 * evaluated: zone-map.tsx imports this module first, then '@geoman-io/leaflet-geoman-free'.
 */
(window as unknown as { L: typeof L }).L = L;

export default L;

/**
 * Removes a map, ending a zoom animation in flight first. Leaflet 1.9 finishes an animated zoom
 * on a 250 ms timer that moves the map's pane; once the map is removed the pane is gone and the
 * timer throws "Cannot read properties of undefined (reading '_leaflet_pos')". A screen that
 * remounts its map right after a zoom (new zones loaded while the view still moves) hit it.
 */
export function removeMap(map: L.Map): void {
  map.stop();
  (map as unknown as { _animatingZoom?: boolean })._animatingZoom = false;
  map.remove();
}
