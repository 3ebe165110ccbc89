import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/**
 * Leaflet, made the page's global `L` before Geoman (a plain script that extends the global) is
 * evaluated: zone-map.tsx imports this module first, then '@geoman-io/leaflet-geoman-free'.
 */
(window as unknown as { L: typeof L }).L = L;

export default L;
