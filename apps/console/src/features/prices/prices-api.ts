/** A company's prices (`/companies/:id/tariffs…`): the sheet, the draft's save, discard and publish, versions, restore, the price check. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TARIFF_OPERATIONS, type PriceCheckRequest, type SaveDraftRequest } from '@kerbside/contract';
import { call } from '../../lib/api-client';

const PRICES_KEY = ['prices'] as const;
const sheetKey = (companyId: number) => [...PRICES_KEY, companyId, 'sheet'] as const;

/** null: no company chosen yet (a platform admin). */
export function useTariffSheet(companyId: number | null) {
  return useQuery({
    enabled: companyId !== null,
    queryKey: sheetKey(companyId ?? 0),
    queryFn: async ({ signal }) => (await call(TARIFF_OPERATIONS.operatorTariffs, { params: { id: companyId ?? 0 }, signal })).data,
    // Edits live in the page's own state; a refetch on focus only refreshes the status (who published, the draft's revision).
    refetchOnWindowFocus: false,
  });
}

/** Every change reloads the sheet before it resolves, so the page never shows the old prices after a save. */
function useTariffChange<V, R>(companyId: number, change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...PRICES_KEY, companyId] }),
  });
}

export function useSaveDraft(companyId: number) {
  return useTariffChange(companyId, async (body: SaveDraftRequest) => (await call(TARIFF_OPERATIONS.operatorSaveTariffDraft, { params: { id: companyId }, body })).data);
}

export function useDiscardDraft(companyId: number) {
  return useTariffChange(companyId, async (revision: number) => (await call(TARIFF_OPERATIONS.operatorDiscardTariffDraft, { params: { id: companyId }, body: { revision } })).data);
}

export function usePublish(companyId: number) {
  return useTariffChange(
    companyId,
    async (body: { revision: number; note: string }) => (await call(TARIFF_OPERATIONS.operatorPublishTariffs, { params: { id: companyId }, body })).data,
  );
}

export function useRestoreVersion(companyId: number) {
  return useTariffChange(
    companyId,
    async ({ versionId, revision }: { versionId: number; revision: number }) =>
      (await call(TARIFF_OPERATIONS.operatorRestoreTariffVersion, { params: { id: companyId, versionId }, body: { revision } })).data,
  );
}

export function useTariffVersions(companyId: number | null) {
  return useQuery({
    enabled: companyId !== null,
    queryKey: [...PRICES_KEY, companyId ?? 0, 'versions'],
    queryFn: async ({ signal }) => (await call(TARIFF_OPERATIONS.operatorTariffVersions, { params: { id: companyId ?? 0 }, signal })).data,
  });
}

export function useTariffVersion(companyId: number | null, versionId: number) {
  return useQuery({
    enabled: companyId !== null,
    queryKey: [...PRICES_KEY, companyId ?? 0, 'version', versionId],
    queryFn: async ({ signal }) => (await call(TARIFF_OPERATIONS.operatorTariffVersion, { params: { id: companyId ?? 0, versionId }, signal })).data,
    staleTime: Infinity, // a published version never changes
  });
}

export function usePriceCheck(companyId: number) {
  return useMutation({
    mutationFn: async (body: PriceCheckRequest) => (await call(TARIFF_OPERATIONS.operatorTariffPriceCheck, { params: { id: companyId }, body })).data,
  });
}

/** Up to 5 addresses for the typed text (asked once it has 2 characters). */
export function useAddressSuggestions(q: string) {
  return useQuery({
    enabled: q.length >= 2,
    queryKey: ['address-suggestions', q],
    queryFn: async ({ signal }) => (await call(TARIFF_OPERATIONS.operatorAddressSuggestions, { query: { q }, signal })).data,
    staleTime: 5 * 60_000,
  });
}
