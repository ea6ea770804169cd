import { beforeEach, describe, expect, it } from 'vitest';

// A minimal local storage for the node test environment.
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
  clear = () => this.items.clear();
}
const memory = new MemoryStorage();
Object.defineProperty(globalThis, 'window', { value: { localStorage: memory }, configurable: true });

const storage = await import('./storage');

const registration = {
  firstName: 'Ada', surname: 'Lovelace', number: '+447700900123', email: 'ada@example.com', username: '',
  privacyAccepted: true, termsAccepted: true, passengerDetails: 'no' as const, passengerName: '',
  passengerEmail: '', passengerPhone: '', additionalInfo: 'Hotel Room', password: 's3cret-pass', textMessages: false,
};

describe('storage', () => {
  beforeEach(() => memory.clear());

  it('stores values base64-encoded and reads them back', () => {
    storage.writeStored('BookingType', 'hourly');
    const raw = memory.getItem('BookingType')!;
    expect(JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))).toBe('hourly');
    expect(storage.readStored('BookingType')).toBe('hourly');
  });

  it('never writes the password to storage but keeps it for this tab', () => {
    storage.writeStored('registrationData', registration);
    expect(Buffer.from(memory.getItem('registrationData')!, 'base64').toString('utf8')).not.toContain('s3cret');
    expect(storage.readStored('registrationData')?.password).toBe('s3cret-pass');
    storage.removeStored('registrationData');
    storage.writeStored('registrationData', { ...registration, password: '' });
    expect(storage.readStored('registrationData')?.password).toBe('');
  });

  it('round-trips text outside ASCII', () => {
    storage.writeStored('bookingForm', { pickup: 'Café Rouge, Ealing W5 — £', dropoff: 'Gare', stops: [] } as never);
    expect(storage.readStored('bookingForm')?.pickup).toBe('Café Rouge, Ealing W5 — £');
  });
});
