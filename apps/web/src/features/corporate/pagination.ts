/** Paging of the bookings list, driven by the API's pagination (page, per_page, total, pages). */
export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  pages: number;
}

/** '?page=3' → 3; missing, zero, negative or unreadable → 1. */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/** A page past the end (bookings removed meanwhile, an old link): the last page that exists. */
export function clampPage(page: number, pagination: Pagination): number {
  return pagination.pages > 0 && page > pagination.pages ? pagination.pages : page;
}

export const pageLabel = (p: Pagination) => `Page ${p.page} of ${Math.max(1, p.pages)}`;

/** 'Showing 21–40 of 345 bookings'. */
export function rangeLabel(p: Pagination, shown: number): string {
  if (p.total === 0 || shown === 0) return 'No bookings';
  const first = (p.page - 1) * p.per_page + 1;
  const noun = p.total === 1 ? 'booking' : 'bookings';
  return `Showing ${first}–${first + shown - 1} of ${p.total} ${noun}`;
}

export const hasPrevious = (p: Pagination) => p.page > 1;
export const hasNext = (p: Pagination) => p.page < p.pages;
