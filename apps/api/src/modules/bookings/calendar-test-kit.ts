/** Reading calendar files in tests: the unfolded content lines, and each VEVENT as a map of its properties. */

/** The unfolded content lines of a file. */
export const unfold = (content: string) => content.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

/** Each VEVENT as a map of its properties (name with its parameters → value). */
export function eventsOf(content: string): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of unfold(content)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      if (current) out.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return out;
}
