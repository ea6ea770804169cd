/** The website's settings as server data: reading them (every role) and saving changes (platform admin). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_OPERATIONS, type SettingsPage } from '@kerbside/contract';
import { call } from '../../lib/api-client';

const SETTINGS_KEY = ['settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) => (await call(SETTINGS_OPERATIONS.operatorGetSettings, { signal })).data,
  });
}

/** Sends only the settings that changed (stored forms, by name); the answer replaces the page's data. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Record<string, string>) => (await call(SETTINGS_OPERATIONS.operatorChangeSettings, { body: changes })).data,
    onSuccess: ({ changed: _changed, ...page }) => queryClient.setQueryData<SettingsPage>(SETTINGS_KEY, page),
  });
}
