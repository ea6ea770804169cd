import type { GazetteerData } from './gazetteer-data.js';
import type { PostcodeParts } from './postcode-parts.js';

export interface PostcodeLocation {
  lat: number;
  lon: number;
  /** 'Westminster, London SW1A 1AA' when the district is known, else 'Manchester M14 5AB'. */
  label: string;
  precision: 'district' | 'area';
}

export type PostcodeLocator = (parts: PostcodeParts) => PostcodeLocation | null;

/** Centroid of the postcode's district when we have it, else of its area; null for an unknown area. */
export function createPostcodeLocator(data: Pick<GazetteerData, 'pa' | 'pd'>): PostcodeLocator {
  const areas = new Map(data.pa.map(([area, town, lat, lon]) => [area, { town, lat, lon }]));
  const districts = new Map(data.pd.map(([code, locality, town, lat, lon]) => [code, { locality, town, lat, lon }]));
  return (parts) => {
    const area = areas.get(parts.area);
    if (!area) return null;
    const code = parts.postcode ?? parts.outcode;
    const district = districts.get(parts.outcode) ?? districts.get(parts.district);
    if (district) {
      const label = `${district.locality}, ${district.town} ${code}`;
      return { lat: district.lat, lon: district.lon, label, precision: 'district' };
    }
    return { lat: area.lat, lon: area.lon, label: `${area.town} ${code}`, precision: 'area' };
  };
}
