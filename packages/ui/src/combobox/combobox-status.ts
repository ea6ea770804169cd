/** The status line screen readers announce for an open list: 'No suggestions', '1 suggestion', '5 suggestions'. */
export function suggestionCount(count: number): string {
  if (count === 0) return 'No suggestions';
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}
