import { useEffect, useRef } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { FALLBACK_LOCATION, type DriverMap } from '@kerbside/contract';

const COLOURS = { on_shift: '#0f5c4d', on_break: '#8a5a00' } as const;

/**
 * The map itself, loaded only by the Map page (Leaflet is in this chunk alone). Drivers and pickups
 * are vectors with their names beside them, so the map reads without tiles (MAP_TILE_URL=none, or
 * offline); they take no clicks: the list beside the map says the same for keyboards and screen
 * readers. The view fits the markers once; later refreshes move them without moving the map.
 */
export default function DriverMapCanvas({ map }: { map: DriverMap }) {
  const container = useRef<HTMLDivElement>(null);
  const leaflet = useRef<{ map: L.Map; markers: L.LayerGroup; fitted: boolean } | null>(null);
  const tileUrl = map.tiles?.url ?? null;
  const attribution = map.tiles?.attribution ?? '';

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const view = L.map(element, { scrollWheelZoom: false }).setView([FALLBACK_LOCATION.lat, FALLBACK_LOCATION.lon], 11);
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(view);
    const markers = L.layerGroup().addTo(view);
    leaflet.current = { map: view, markers, fitted: false };
    const resize = new ResizeObserver(() => view.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      view.remove();
      leaflet.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const current = leaflet.current;
    if (!current) return;
    current.markers.clearLayers();
    const points: L.LatLngTuple[] = [];
    // Pick-ups are squares labelled on the left, drivers circles labelled on the right: a driver at a pick-up stays readable.
    for (const job of map.jobs) {
      if (!job.pickup) continue;
      const at: L.LatLngTuple = [job.pickup.lat, job.pickup.lng];
      L.marker(at, { icon: L.divIcon({ className: 'driver-map__pickup', iconSize: [14, 14] }), interactive: false, keyboard: false })
        .bindTooltip(`${job.booking_number} ${job.pick_up_time}`, { permanent: true, direction: 'left', offset: [-8, 0], className: 'driver-map__label' })
        .addTo(current.markers);
      points.push(at);
    }
    for (const driver of map.drivers) {
      if (!driver.position) continue;
      const at: L.LatLngTuple = [driver.position.lat, driver.position.lng];
      L.circleMarker(at, { radius: 8, color: '#fff', weight: 3, fillColor: COLOURS[driver.availability], fillOpacity: 1, interactive: false })
        .bindTooltip(driver.name, { permanent: true, direction: 'right', offset: [10, 0], className: 'driver-map__label' })
        .addTo(current.markers);
      points.push(at);
    }
    if (!current.fitted && points.length > 0) {
      current.fitted = true;
      if (points.length === 1) current.map.setView(points[0]!, 14);
      else current.map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 15 });
    }
  }, [map]);

  return <div ref={container} className="driver-map__canvas" role="region" aria-label="Map of drivers and pickups (the lists below say the same)" />;
}
