import { describe, expect, it } from 'vitest';
import { FLEET_MESSAGES } from '@kerbside/contract';
import { pictureProblem } from './picture-upload-dialog';

describe('a chosen picture', () => {
  it('is refused before the upload when it is not a JPEG, PNG or WebP, or over 5 MB; the server decides an unknown type', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(pictureProblem({ type: '', size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/svg+xml', size: 1000 })).toBe(FLEET_MESSAGES.pictureType);
    expect(pictureProblem({ type: 'image/heic', size: 1000 })).toBe(FLEET_MESSAGES.pictureType);
    expect(pictureProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(FLEET_MESSAGES.pictureTooLarge);
  });
});
