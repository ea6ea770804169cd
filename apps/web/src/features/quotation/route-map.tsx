import { useEffect, useRef } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { FALLBACK_LOCATION, type Journey, type LatLng } from '@kerbside/contract';

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const ACCENT = '#0f5c4d';

const toLatLng = (p: LatLng): L.LatLngTuple => [p.lat, p.lon];

/**
 * Route line and markers drawn as vectors, so they show even when tiles cannot load (offline);
 * circle markers avoid Leaflet's image icons, which bundlers do not resolve.
 */
export default function RouteMap({ journey }: { journey: Journey }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { scrollWheelZoom: false });
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 }).addTo(map);

    const points: L.LatLngTuple[] = [];
    if (journey.route.length > 1) {
      const line = journey.route.map(toLatLng);
      L.polyline(line, { color: ACCENT, weight: 5, opacity: 0.85 }).addTo(map);
      points.push(...line);
    }
    const marker = (p: LatLng, label: string, fill: string) => {
      L.circleMarker(toLatLng(p), { radius: 8, color: '#fff', weight: 3, fillColor: fill, fillOpacity: 1 })
        .bindTooltip(label)
        .addTo(map);
      points.push(toLatLng(p));
    };
    journey.stops.forEach((stop, i) => marker(stop, `Stop ${i + 1}`, '#55615e'));
    if (journey.pickup) marker(journey.pickup, 'Pick-up', ACCENT);
    if (journey.dropoff) marker(journey.dropoff, 'Drop-off', '#b3261e');

    const fit = () => {
      if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [28, 28] });
      else map.setView(points[0] ?? toLatLng(FALLBACK_LOCATION), 12);
    };
    fit();
    // A rotated phone or a resized window changes the map's size: measure again and refit.
    const resize = new ResizeObserver(() => {
      map.invalidateSize();
      fit();
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      map.remove();
    };
  }, [journey]);

  return <div ref={container} className="route-map" role="region" aria-label="Route map" />;
}
