/** The enquiries inbox as server data: the list, one enquiry, the number of new ones, and the changes (reply, status, company). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENQUIRY_BOOKING_OPERATIONS, ENQUIRY_OPERATIONS, type EnquiryDetail, type EnquiryParams, type EnquiryStatus } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import { MAIL_KEY } from '../mail/mail-api';
import type { QuoteRequestBookingInput } from '@kerbside/contract';

export const ENQUIRIES_KEY = ['enquiries'] as const;
const listKey = (query: Record<string, string>) => [...ENQUIRIES_KEY, 'list', query] as const;
const detailKey = ({ kind, id }: EnquiryParams) => [...ENQUIRIES_KEY, 'detail', kind, id] as const;
const NEW_COUNT_KEY = [...ENQUIRIES_KEY, 'new-count'] as const;

/** A page of the inbox; while another page or filter loads, the rows shown stay put. */
export function useEnquiryList(query: Record<string, string>) {
  return useQuery({
    queryKey: listKey(query),
    queryFn: async ({ signal }) => (await call(ENQUIRY_OPERATIONS.operatorListEnquiries, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

const mailUnderWay = (enquiry: EnquiryDetail | undefined) =>
  enquiry?.replies.some((reply) => reply.mail?.status === 'pending' || reply.mail?.status === 'sending') ?? false;

/** One enquiry with its thread; looked at again every few seconds while a reply's mail is still on its way. */
export function useEnquiry(params: EnquiryParams | null) {
  return useQuery({
    queryKey: params ? detailKey(params) : [...ENQUIRIES_KEY, 'detail', 'none'],
    queryFn: async ({ signal }) => (await call(ENQUIRY_OPERATIONS.operatorGetEnquiry, { params: params!, signal })).data,
    enabled: params !== null,
    refetchInterval: (query) => (mailUnderWay(query.state.data) ? 2500 : false),
  });
}

/**
 * While the tab's live stream is open, an `enquiry.changed` event counts again at once (live-provider.tsx):
 * the poll is only a long fallback for a stream that died without a word.
 */
export const NEW_COUNT_POLL_LIVE_MS = 5 * 60_000;
/** Without a stream (reconnecting, lost, refused), the count is asked for every minute. */
export const NEW_COUNT_POLL_OFFLINE_MS = 60_000;

/** How many enquiries are new (for the navigation); the first page of new ones counts them all. */
export function useNewEnquiryCount(live: boolean) {
  return useQuery({
    queryKey: NEW_COUNT_KEY,
    queryFn: async ({ signal }) => (await call(ENQUIRY_OPERATIONS.operatorListEnquiries, { query: { status: 'new' }, signal })).data.total,
    staleTime: 30_000,
    refetchInterval: live ? NEW_COUNT_POLL_LIVE_MS : NEW_COUNT_POLL_OFFLINE_MS,
  });
}

/** Every change answers the enquiry as it is now: shown at once, and the lists and counts refreshed behind it. */
function useEnquiryChange<Input>(params: EnquiryParams, send: (input: Input) => Promise<EnquiryDetail>, touchesMail = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (enquiry) => {
      queryClient.setQueryData(detailKey(params), enquiry);
      void queryClient.invalidateQueries({ queryKey: [...ENQUIRIES_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: NEW_COUNT_KEY });
      if (touchesMail) void queryClient.invalidateQueries({ queryKey: MAIL_KEY });
    },
  });
}

export function useReplyToEnquiry(params: EnquiryParams) {
  return useEnquiryChange(
    params,
    async (body: string) => (await call(ENQUIRY_OPERATIONS.operatorReplyToEnquiry, { params, body: { body } })).data,
    true,
  );
}

export function useSetEnquiryStatus(params: EnquiryParams) {
  return useEnquiryChange(
    params,
    async (status: EnquiryStatus) => (await call(ENQUIRY_OPERATIONS.operatorSetEnquiryStatus, { params, body: { status } })).data,
  );
}

/** Platform admins: give the enquiry to a company, or (null) put it back in the platform's inbox. */
export function useAssignEnquiry(params: EnquiryParams) {
  return useEnquiryChange(
    params,
    async (companyId: number | null) => (await call(ENQUIRY_OPERATIONS.operatorAssignEnquiry, { params, body: { company_id: companyId } })).data,
  );
}

/** A company's staff: take a request offered to their company (the first company to take it owns it). */
export function useTakeQuoteRequest(params: EnquiryParams) {
  return useEnquiryChange(params, async () => (await call(ENQUIRY_BOOKING_OPERATIONS.operatorTakeQuoteRequest, { params: { id: params.id } })).data);
}

/** The request booked in one step; the request is read again (it now names its booking). */
export function useBookQuoteRequest(params: EnquiryParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuoteRequestBookingInput) => (await call(ENQUIRY_BOOKING_OPERATIONS.operatorBookQuoteRequest, { params: { id: params.id }, body })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ENQUIRIES_KEY });
      void queryClient.invalidateQueries({ queryKey: MAIL_KEY });
    },
  });
}
