import { useEffect, useRef } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { TrackingSnapshot } from '@kerbside/contract';

// The same tiles as the route map (the site's CSP allows their hosts for images).
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const ACCENT = '#0f5c4d';
const CAR = '#1f3a93';

type Point = { lat: number; lng: number };

function fit(map: L.Map, shown: readonly Point[]) {
  if (shown.length > 1) map.fitBounds(L.latLngBounds(shown.map((p) => [p.lat, p.lng])), { padding: [36, 36], maxZoom: 16 });
  else if (shown[0]) map.setView([shown[0].lat, shown[0].lng], 15);
}

/**
 * The car and the pickup, drawn as vectors (they show without tiles, offline). Made once; each
 * snapshot moves the markers and fits them in view, so a live update never rebuilds the map.
 */
export default function TrackingMap({ car, pickup }: { car: TrackingSnapshot['car']; pickup: TrackingSnapshot['pickup'] }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: L.Map; car: L.CircleMarker; pickup: L.CircleMarker; shown: Point[] } | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, { scrollWheelZoom: false, zoomControl: true });
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 }).addTo(created);
    map.current = {
      map: created,
      car: L.circleMarker([0, 0], { radius: 10, color: '#fff', weight: 3, fillColor: CAR, fillOpacity: 1 }).bindTooltip('Your car'),
      pickup: L.circleMarker([0, 0], { radius: 8, color: '#fff', weight: 3, fillColor: ACCENT, fillOpacity: 1 }).bindTooltip('Pick-up'),
      shown: [],
    };
    // A rotated phone or the words above growing change the map's size: measure again and refit.
    const resize = new ResizeObserver(() => {
      created.invalidateSize();
      if (map.current) fit(map.current.map, map.current.shown);
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const shown: Point[] = [];
    const place = (marker: L.CircleMarker, point: Point | null) => {
      if (!point) return void marker.remove();
      marker.setLatLng([point.lat, point.lng]).addTo(current.map);
      shown.push(point);
    };
    place(current.car, car);
    place(current.pickup, pickup);
    current.shown = shown;
    fit(current.map, shown);
  }, [car, pickup]);

  return <div ref={container} className="tracking__map" role="region" aria-label="Map of your car and pick-up point" />;
}
