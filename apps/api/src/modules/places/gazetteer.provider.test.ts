import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAVED_PLACES_SEED } from './data/saved-places.js';
import { defaultGazetteerPath, GAZETTEER_ATTRIBUTION, loadGazetteerData } from './gazetteer-data.js';
import { createGazetteerProvider } from './gazetteer.provider.js';
import { haversineKm } from './geo-distance.js';
import { withoutCountry } from './text-normalize.js';

const data = loadGazetteerData();
const gazetteer = createGazetteerProvider({ data });
const savedPlaces = SAVED_PLACES_SEED.map((p, i) => ({ ...p, id: `saved-${i + 1}` }));
const withSaved = createGazetteerProvider({ data, savedPlaces });

const LONDON = { lat: 51.5074, lon: -0.1278 };
const CARDIFF = { lat: 51.4816, lon: -3.1791 };
const ISLE_OF_WIGHT = { lat: 50.7, lon: -1.29 };
const DARLINGTON = { lat: 54.5236, lon: -1.5595 };

const addresses = async (query: string, near = LONDON, limit = 5) =>
  (await gazetteer.autocomplete(query, { near, limit })).map((s) => s.address);

describe('gazetteer data', () => {
  it('is a committed file well under 1 MB with every section', () => {
    expect(statSync(defaultGazetteerPath()).size).toBeLessThan(700_000);
    expect(data.ap.length).toBeGreaterThan(40);
    expect(data.tm.length).toBe(9);
    expect(data.st.length).toBeGreaterThan(2500);
    expect(data.tw.length).toBeGreaterThan(4000);
    expect(data.pa.length).toBeGreaterThanOrEqual(121);
    expect(data.pd.length).toBeGreaterThan(120);
    expect(GAZETTEER_ATTRIBUTION.join(' ')).toMatch(/GeoNames.*ODbL.*airport-data-js/s);
  });

  it('refuses a missing or foreign file', () => {
    expect(() => loadGazetteerData('/nonexistent/gb-gazetteer.json')).toThrow(/Cannot read/);
    const notGazetteer = new URL('./__fixtures__/google/empty.json', import.meta.url).pathname;
    expect(() => createGazetteerProvider({ dataPath: notGazetteer })).toThrow(/not a version 1/);
  });
});

describe('gazetteer autocomplete', () => {
  it("'heath' finds the Heathrow terminals", async () => {
    const found = await gazetteer.autocomplete('heath', { near: LONDON, limit: 5 });
    for (const terminal of [2, 3, 4, 5]) {
      expect(found).toContainEqual({
        id: `gz:airport:LHR-T${terminal}`,
        address: expect.stringMatching(new RegExp(`^London Heathrow Airport Terminal ${terminal}, Hounslow TW6 `)),
        kind: 'airport',
      });
    }
  });

  it("'KGX' and 'kings cross' find London King's Cross", async () => {
    expect((await addresses('KGX'))[0]).toBe("London King's Cross Station, London N1 9AL");
    expect((await addresses('kings cross'))[0]).toBe("London King's Cross Station, London N1 9AL");
    expect((await addresses("King's Cr"))[0]).toBe("London King's Cross Station, London N1 9AL");
    expect((await addresses('york station'))[0]).toBe('York Station, York YO24 1AB');
  });

  it("'manch' finds Manchester and its airport", async () => {
    const found = await addresses('manch');
    expect(found).toContain('Manchester, England');
    expect(found).toContain('Manchester Airport, Manchester M90 1QX');
  });

  it('a typed postcode or outcode gives a postcode suggestion', async () => {
    const [first] = await gazetteer.autocomplete('SW1A 1AA', { limit: 5 });
    expect(first).toEqual({ id: 'gz:postcode:SW1A1AA', address: 'Westminster, London SW1A 1AA', kind: 'postcode' });
    expect((await gazetteer.autocomplete('sw1a', { limit: 5 }))[0]?.address).toBe('Westminster, London SW1A');
    expect((await gazetteer.autocomplete('m14 5', { limit: 5 }))[0]?.address).toBe('Manchester M14');
    expect((await addresses('TW6')).slice(1).every((a) => a.includes('TW6'))).toBe(true);
  });

  it('ranks namesakes by distance from the visitor (50 km bias)', async () => {
    expect((await addresses('newport', CARDIFF))[0]).toBe('Newport, Wales');
    expect((await addresses('newport', ISLE_OF_WIGHT))[0]).toBe('Newport, near Gosport, England');
    expect((await addresses('richmond', LONDON))[0]).toBe('Richmond, near Hounslow, England');
    expect((await addresses('richmond', DARLINGTON))[0]).toBe('Richmond, near Darlington, England');
  });

  it('returns at most limit suggestions, none for blank input', async () => {
    expect(await addresses('lon', LONDON, 3)).toHaveLength(3);
    expect(await addresses('st', LONDON, 1)).toHaveLength(1);
    expect(await addresses('   ')).toEqual([]);
    expect(await addresses('xqzv')).toEqual([]);
  });

  it('ignores a country after the place, as the stop search used to send it', async () => {
    const paddington = 'London Paddington Station, London W2 1HB';
    expect(await addresses('Paddington')).toEqual([paddington]);
    for (const typed of [
      'Paddington, UK',
      'paddington uk',
      'Paddington, U.K.',
      'Paddington, United Kingdom',
      'Paddington GB',
      'Paddington, Great Britain',
      'Paddington, England',
      'Paddington, London, England, UK',
    ]) {
      expect((await addresses(typed))[0], typed).toBe(paddington);
    }
    // Only the nearness and size of the namesakes rank them, not the nation written after them.
    expect((await addresses('Newport, Wales'))[0]).toBe('Newport, Wales');
    expect((await addresses('SW1A 1AA, UK'))[0]).toBe('Westminster, London SW1A 1AA');
    // A country alone is still a place name someone may type.
    expect(await addresses('Wales')).toContain('Wales, England');
    expect(await addresses('UK')).toEqual([]);
  });

  it('ranks places inside the ±window box around the visitor first, without hiding the others', async () => {
    const heath = await gazetteer.autocomplete('heath', { near: LONDON, limit: 5 });
    expect(heath[0]?.address).toMatch(/^London Heathrow Airport/);
    const windowed = await gazetteer.autocomplete('heath', { near: LONDON, window: 0.1, limit: 5 });
    const inside = windowed.slice(0, 2).map((s) => s.address);
    expect(inside.sort()).toEqual(['Cambridge Heath Station', 'Hampstead Heath Station']);
    expect(windowed.slice(2).every((s) => s.address.startsWith('London Heathrow Airport'))).toBe(true);
    // Far from London the same window holds none of them: the 50 km bias alone decides.
    expect(await gazetteer.autocomplete('heath', { near: DARLINGTON, window: 0.1, limit: 5 })).toEqual(
      await gazetteer.autocomplete('heath', { near: DARLINGTON, limit: 5 }),
    );
    // A window needs a centre.
    expect(await gazetteer.autocomplete('heath', { window: 0.1, limit: 5 })).toEqual(
      await gazetteer.autocomplete('heath', { limit: 5 }),
    );
  });

  it('puts matching saved places first (substring match), without duplicates', async () => {
    const found = await withSaved.autocomplete('heathrow', { near: LONDON, limit: 5 });
    expect(found.slice(0, 4).map((s) => s.kind)).toEqual(['saved', 'saved', 'saved', 'saved']);
    expect(found[4]?.kind).toBe('airport');
    const savoy = await withSaved.autocomplete('strand', { limit: 5 });
    expect(savoy.map((s) => s.address)).toContain('The Savoy, Strand, London WC2R 0EZ');
  });
});

describe('gazetteer resolve', () => {
  it('round-trips the address of every suggestion to the same place', async () => {
    for (const query of ['heath', 'kgx', 'manch', 'SW1A 1AA', 'sw1a', 'gatwick', 'glasg', 'newport', 'york']) {
      for (const suggestion of await withSaved.autocomplete(query, { near: LONDON, limit: 5 })) {
        const resolved = await withSaved.resolve(suggestion.address);
        expect(resolved?.id, suggestion.address).toBe(suggestion.id);
        expect(resolved?.address).toBe(suggestion.address);
      }
    }
    const sloppy = await gazetteer.resolve('  london HEATHROW airport terminal 5,  hounslow tw6 2ga ');
    expect(sloppy?.id).toBe('gz:airport:LHR-T5');
  });

  it('gives airports their zones and isAirport', async () => {
    expect(await gazetteer.resolve('Heathrow T5')).toEqual({
      id: 'gz:airport:LHR-T5',
      address: 'London Heathrow Airport Terminal 5, Hounslow TW6 2GA',
      lat: 51.4722,
      lon: -0.4886,
      postcode: 'TW6 2GA',
      zones: ['place:gz:airport:LHR-T5', 'airport:LHR', 'postcode-district:TW6', 'postcode-area:TW'],
      isAirport: true,
    });
    const saved = await withSaved.resolve('Gatwick Airport South Terminal, Gatwick RH6 0NP');
    expect(saved).toMatchObject({ id: 'saved-6', isAirport: true });
    expect(saved?.zones).toEqual(['place:saved-6', 'airport:LGW', 'postcode-district:RH6', 'postcode-area:RH']);
    const station = await gazetteer.resolve('Euston');
    expect(station).toMatchObject({ id: 'gz:station:EUS', isAirport: false, postcode: 'NW1 2RT' });
    expect(station?.zones).toEqual(['place:gz:station:EUS', 'station:EUS', 'postcode-district:NW1', 'postcode-area:NW']);
  });

  it('finds a postcode anywhere in free text and keeps the visitor text', async () => {
    const resolved = await gazetteer.resolve('10 Downing Street, London SW1A2AA');
    expect(resolved).toMatchObject({
      id: 'gz:postcode:SW1A2AA',
      address: '10 Downing Street, London SW1A2AA',
      postcode: 'SW1A 2AA',
      zones: ['place:gz:postcode:SW1A2AA', 'postcode-district:SW1A', 'postcode-district:SW1', 'postcode-area:SW'],
      isAirport: false,
    });
    expect(haversineKm(resolved!, { lat: 51.5034, lon: -0.1276 })).toBeLessThan(2);
    // Outside the district table: the area's post town.
    const leeds = await gazetteer.resolve('1 Park Row, Leeds LS1 5AB');
    expect(haversineKm(leeds!, { lat: 53.7997, lon: -1.5492 })).toBeLessThan(5);
    // A named airport with its own postcode beats the postcode centroid.
    expect((await gazetteer.resolve('Heathrow Terminal 5, TW6 2GA'))?.isAirport).toBe(true);
  });

  it('finds a town named in free text', async () => {
    expect(await gazetteer.resolve('Manchester')).toMatchObject({ id: 'gz:town:2643123', address: 'Manchester, England' });
    const street = await gazetteer.resolve('14 High Street, Guildford');
    expect(street).toMatchObject({ address: '14 High Street, Guildford', postcode: null, isAirport: false });
    expect(street?.id).toBe((await gazetteer.resolve('Guildford'))?.id);
    expect((await gazetteer.resolve('12 Park Street, Bristol'))?.address).toBe('12 Park Street, Bristol');
    expect((await gazetteer.resolve('12 Park Street, Bristol'))?.id).toBe((await gazetteer.resolve('Bristol'))?.id);
  });

  it('ignores a country after the address, keeping what the visitor wrote', async () => {
    expect(await gazetteer.resolve('Oxford Street, London W1, UK')).toMatchObject({
      id: 'gz:postcode:W1',
      address: 'Oxford Street, London W1, UK',
      postcode: 'W1',
    });
    expect(await gazetteer.resolve('Paddington, UK')).toMatchObject({
      id: 'gz:station:PAD',
      address: 'London Paddington Station, London W2 1HB',
    });
    expect((await gazetteer.resolve('London Paddington Station, London W2 1HB, United Kingdom'))?.id).toBe('gz:station:PAD');
    expect((await withSaved.resolve('The Savoy, Strand, London WC2R 0EZ, UK'))?.id).toBe('saved-22');
    // A town's own label ends with its nation; the village called Wales is not 'somewhere, Wales'.
    expect((await gazetteer.resolve('Newport, Wales'))?.address).toBe('Newport, Wales');
    expect((await gazetteer.resolve('Wales'))?.address).toBe('Wales, England');
    expect(await gazetteer.resolve('5 Church Road, Wales')).toBeNull();
  });

  it('uses a placeId when the text is not a suggestion', async () => {
    const hotel = await withSaved.resolve('my hotel', { placeId: 'saved-22' });
    expect(hotel?.address).toBe('The Savoy, Strand, London WC2R 0EZ');
    expect((await gazetteer.resolve('somewhere', { placeId: 'gz:station:PAD' }))?.postcode).toBe('W2 1HB');
  });

  it('returns null for text it cannot place', async () => {
    expect(await gazetteer.resolve('qwerty asdfgh')).toBeNull();
    expect(await gazetteer.resolve('')).toBeNull();
    expect(await gazetteer.resolve('zz', { placeId: 'g:ChIJunknown' })).toBeNull();
  });
});

describe('withoutCountry', () => {
  it('drops a country written after other text, after a comma or as the last words', () => {
    expect(withoutCountry(' Paddington, UK ')).toBe('Paddington');
    expect(withoutCountry('Baker Street 221B, NW1 6XE, UK')).toBe('Baker Street 221B, NW1 6XE');
    expect(withoutCountry('10 Downing Street, London SW1A 2AA, United Kingdom.')).toBe('10 Downing Street, London SW1A 2AA');
    expect(withoutCountry('Cardiff , Wales')).toBe('Cardiff');
    expect(withoutCountry('Belfast, Northern Ireland, UK')).toBe('Belfast');
    expect(withoutCountry('Leeds united kingdom')).toBe('Leeds');
  });

  it('keeps names that end in a nation, and a country alone', () => {
    for (const name of ['Wales', 'UK', ', UK', 'Bank of England', 'Prince of Wales', 'SS Great Britain', 'New Scotland Yard', 'Ukraine Road']) {
      expect(withoutCountry(name)).toBe(name);
    }
    expect(withoutCountry('North Wales')).toBe('North Wales');
    expect(withoutCountry('Paddington, Ukraine')).toBe('Paddington, Ukraine');
  });
});

describe('gazetteer details and route', () => {
  it('gives details for suggestion ids, postcode ids and saved ids', async () => {
    expect(await gazetteer.details('gz:airport:LGW-N')).toEqual({
      id: 'gz:airport:LGW-N',
      address: 'London Gatwick Airport North Terminal, Gatwick RH6 0PJ',
      postcode: 'RH6 0PJ',
      lat: 51.1622,
      lon: -0.1772,
    });
    expect(await gazetteer.details('gz:postcode:SW1A1AA')).toMatchObject({
      postcode: 'SW1A 1AA',
      address: 'Westminster, London SW1A 1AA',
    });
    expect(await withSaved.details('saved-1')).toMatchObject({ address: 'Heathrow Airport Terminal 2, Hounslow TW6 1EW' });
    expect(await gazetteer.details('gz:town:1')).toBeNull();
    expect(await gazetteer.details('gz:postcode:NOPE')).toBeNull();
  });

  it('routes through resolved places with the estimate', async () => {
    const texts = ['London, England', 'Manchester Airport Terminal 2, Manchester M90 1QX'];
    const points = await Promise.all(texts.map((t) => gazetteer.resolve(t)));
    const route = await gazetteer.route(points.map((p) => p!));
    expect(route).toMatchObject({ estimated: true });
    expect(route!.miles).toBeGreaterThan(180);
    expect(route!.path).toHaveLength(2);
  });
});

describe('gazetteer speed', () => {
  it('answers typical queries in well under a millisecond', async () => {
    const queries = ['he', 'heath', 'kgx', 'kings cr', 'manch', 'SW1A 1AA', 'lon', 'gatw', 'edinb', 'new', 'st pan'];
    const rounds = 200;
    let started = performance.now();
    for (let r = 0; r < rounds; r++) {
      for (const q of queries) await withSaved.autocomplete(q, { near: LONDON, limit: 5 });
    }
    const autocompleteMs = (performance.now() - started) / (rounds * queries.length);
    const texts = [
      'London Heathrow Airport Terminal 5, Hounslow TW6 2GA',
      '10 Downing Street, London SW1A 2AA',
      '14 High Street, Guildford',
      'Euston',
    ];
    started = performance.now();
    for (let r = 0; r < rounds; r++) for (const t of texts) await withSaved.resolve(t);
    const resolveMs = (performance.now() - started) / (rounds * texts.length);
    console.info(`gazetteer: autocomplete ${autocompleteMs.toFixed(3)} ms/call, resolve ${resolveMs.toFixed(3)} ms/call`);
    expect(autocompleteMs).toBeLessThan(2);
    expect(resolveMs).toBeLessThan(2);
  });
});
