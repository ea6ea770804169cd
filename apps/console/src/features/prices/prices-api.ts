/** A company's prices (`/companies/:id/tariffs…`): the sheet, the draft's save, discard and publish, versions, restore, the price check. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OPERATOR_PATHS,
  addressSuggestionSchema,
  draftSavedSchema,
  okResponse,
  operatorPath,
  priceCheckSchema,
  publishedSchema,
  tariffSheetSchema,
  tariffVersionSchema,
  tariffVersionSummarySchema,
  type PriceCheckRequest,
  type SaveDraftRequest,
} from '@kerbside/contract';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';

const sheetResponse = okResponse(tariffSheetSchema);
const savedResponse = okResponse(draftSavedSchema);
const publishedResponse = okResponse(publishedSchema);
const versionsResponse = okResponse(tariffVersionSummarySchema.array());
const versionResponse = okResponse(tariffVersionSchema);
const priceCheckResponse = okResponse(priceCheckSchema);
const suggestionsResponse = okResponse(addressSuggestionSchema.array());

const PRICES_KEY = ['prices'] as const;
const sheetKey = (companyId: number) => [...PRICES_KEY, companyId, 'sheet'] as const;

/** null: no company chosen yet (a platform admin). */
export function useTariffSheet(companyId: number | null) {
  return useQuery({
    enabled: companyId !== null,
    queryKey: sheetKey(companyId ?? 0),
    queryFn: async ({ signal }) => (await api.get(operatorPath(OPERATOR_PATHS.tariffs, companyId ?? 0), sheetResponse, { signal })).data,
    // Edits live in the page's own state; a refetch on focus only refreshes the status (who published, the draft's revision).
    refetchOnWindowFocus: false,
  });
}

/** Every change reloads the sheet before it resolves, so the page never shows the old prices after a save. */
function useTariffChange<V, R>(companyId: number, call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...PRICES_KEY, companyId] }),
  });
}

export function useSaveDraft(companyId: number) {
  return useTariffChange(companyId, async (body: SaveDraftRequest) => (await api.put(operatorPath(OPERATOR_PATHS.tariffDraft, companyId), body, savedResponse)).data);
}

export function useDiscardDraft(companyId: number) {
  return useTariffChange(
    companyId,
    async (revision: number) => (await api.post(operatorPath(OPERATOR_PATHS.tariffDraftDiscard, companyId), { revision }, savedResponse)).data,
  );
}

export function usePublish(companyId: number) {
  return useTariffChange(
    companyId,
    async (body: { revision: number; note: string }) => (await api.post(operatorPath(OPERATOR_PATHS.tariffPublish, companyId), body, publishedResponse)).data,
  );
}

export function useRestoreVersion(companyId: number) {
  return useTariffChange(
    companyId,
    async ({ versionId, revision }: { versionId: number; revision: number }) =>
      (await api.post(operatorPath(OPERATOR_PATHS.tariffVersionRestore, { id: companyId, versionId }), { revision }, savedResponse)).data,
  );
}

export function useTariffVersions(companyId: number | null) {
  return useQuery({
    enabled: companyId !== null,
    queryKey: [...PRICES_KEY, companyId ?? 0, 'versions'],
    queryFn: async ({ signal }) => (await api.get(operatorPath(OPERATOR_PATHS.tariffVersions, companyId ?? 0), versionsResponse, { signal })).data,
  });
}

export function useTariffVersion(companyId: number | null, versionId: number) {
  return useQuery({
    enabled: companyId !== null,
    queryKey: [...PRICES_KEY, companyId ?? 0, 'version', versionId],
    queryFn: async ({ signal }) =>
      (await api.get(operatorPath(OPERATOR_PATHS.tariffVersion, { id: companyId ?? 0, versionId }), versionResponse, { signal })).data,
    staleTime: Infinity, // a published version never changes
  });
}

export function usePriceCheck(companyId: number) {
  return useMutation({
    mutationFn: async (body: PriceCheckRequest) => (await api.post(operatorPath(OPERATOR_PATHS.tariffPriceCheck, companyId), body, priceCheckResponse)).data,
  });
}

/** Up to 5 addresses for the typed text (asked once it has 2 characters). */
export function useAddressSuggestions(q: string) {
  return useQuery({
    enabled: q.length >= 2,
    queryKey: ['address-suggestions', q],
    queryFn: async ({ signal }) => (await api.get(withQuery(OPERATOR_PATHS.addressSuggestions, { q }), suggestionsResponse, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
