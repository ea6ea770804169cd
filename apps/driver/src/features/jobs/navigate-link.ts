/**
 * Navigate: a link the phone opens in its maps app at the address. Google Maps' universal URL opens
 * the Google Maps app on Android and on an iPhone that has it, and the browser's map otherwise;
 * coordinates when the booking has them (exact), else the address as typed (the maps app finds it).
 * Apple Maps users tap the address's other link (`maps.apple.com` opens Apple Maps on an iPhone).
 */
export interface Place {
  address: string;
  lat: number | null;
  lng: number | null;
}

const destination = (place: Place) => (place.lat !== null && place.lng !== null ? `${place.lat},${place.lng}` : place.address);

export function googleMapsLink(place: Place): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination(place))}&travelmode=driving`;
}

export function appleMapsLink(place: Place): string {
  const query = place.lat !== null && place.lng !== null ? `daddr=${place.lat},${place.lng}` : `daddr=${encodeURIComponent(place.address)}`;
  return `https://maps.apple.com/?${query}&dirflg=d`;
}

/** A tel: link that dials what a person typed ('+44 7700 900123', '07700 900123'). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
