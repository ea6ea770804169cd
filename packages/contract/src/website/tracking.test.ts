import { describe, expect, it } from 'vitest';
import { pathOf } from '../operation.js';
import { etaText, trackingApiPath, trackingStreamPath } from '../tracking-page.js';
import { TRACKING_OPERATIONS } from './tracking.js';

describe('the tracking page words and paths', () => {
  it("calls the declared operations' paths, the token encoded", () => {
    const token = 'Ab_-09xyz';
    expect(trackingApiPath(token)).toBe(pathOf(TRACKING_OPERATIONS.getTracking, { token }));
    expect(trackingStreamPath(token)).toBe(pathOf(TRACKING_OPERATIONS.trackingStream, { token }));
    expect(trackingApiPath('a/b')).toBe('/api/v1/track/a%2Fb');
  });

  it('says the ETA in whole minutes', () => {
    expect(etaText(6)).toBe('About 6 minutes away');
    expect(etaText(1)).toBe('About a minute away');
    expect(etaText(0)).toBe('About a minute away');
    expect(etaText(null)).toBeNull();
  });
});
