/** The bookings desk's calls: callers as the dispatcher types, the company's prices, and the booking. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_DESK_OPERATIONS, DESK_LIMITS, type DeskBookingInput, type DeskJourneyInput } from '@kerbside/contract';
import { call } from '../../lib/api-client';

export function useCallerLookup(q: string, companyId: number | undefined) {
  return useQuery({
    enabled: q.length >= DESK_LIMITS.lookupMinChars,
    queryKey: ['callers', q, companyId ?? 0],
    queryFn: async ({ signal }) => (await call(BOOKINGS_DESK_OPERATIONS.operatorFindCallers, { query: { q, company_id: companyId }, signal })).data,
    staleTime: 30_000,
  });
}

export function useDeskPrices() {
  return useMutation({
    mutationFn: async (body: DeskJourneyInput) => (await call(BOOKINGS_DESK_OPERATIONS.operatorDeskPrices, { body })).data,
  });
}

export function useDeskBooking() {
  return useMutation({
    mutationFn: async (body: DeskBookingInput) => (await call(BOOKINGS_DESK_OPERATIONS.operatorDeskCreateBooking, { body })).data,
  });
}

/** Notes and the do-not-book flag; the callers looked up are read again. */
export function useUpdateCaller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: number; notes: string; do_not_book: boolean }) =>
      (await call(BOOKINGS_DESK_OPERATIONS.operatorUpdateCaller, { params: { id }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['callers'] }),
  });
}
