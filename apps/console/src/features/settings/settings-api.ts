/** The website's settings as server data: reading them (every role) and saving changes (platform admin). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse, OPERATOR_PATHS, settingsPageSchema, settingsSavedSchema, type SettingsPage } from '@kerbside/contract';
import { api } from '../../lib/api-client';

const pageResponse = okResponse(settingsPageSchema);
const savedResponse = okResponse(settingsSavedSchema);

const SETTINGS_KEY = ['settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) => (await api.get(OPERATOR_PATHS.settings, pageResponse, { signal })).data,
  });
}

/** Sends only the settings that changed (stored forms, by name); the answer replaces the page's data. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Record<string, string>) => (await api.put(OPERATOR_PATHS.settings, changes, savedResponse)).data,
    onSuccess: ({ changed: _changed, ...page }) => queryClient.setQueryData<SettingsPage>(SETTINGS_KEY, page),
  });
}
