import { describe, expect, it } from 'vitest';
import { problemSummary } from './problem-summary';

describe("a form's alert", () => {
  it('names one field, or how many, and says nothing when none is wrong', () => {
    expect(problemSummary(0)).toBeNull();
    expect(problemSummary(1)).toBe('Check the field marked below.');
    expect(problemSummary(3)).toBe('Check the 3 fields marked below.');
  });
});
