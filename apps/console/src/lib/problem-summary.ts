/** "Check the field marked below." (or "the 3 fields") for a form's alert; null when nothing is wrong. */
export function problemSummary(count: number): string | null {
  return count === 0 ? null : `Check ${count === 1 ? 'the field' : `the ${count} fields`} marked below.`;
}
