/** A company's notification settings: read by all its staff, saved by its owners (a platform admin: any company's). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_SETTINGS_OPERATIONS, type NotificationSettingsResponse, type UpdateNotificationSettingsRequest } from '@kerbside/contract';
import { call } from '../../lib/api-client';

const settingsKey = (id: number) => ['notification-settings', id] as const;

export function useNotificationSettings(id: number) {
  return useQuery({
    queryKey: settingsKey(id),
    queryFn: async ({ signal }): Promise<NotificationSettingsResponse> => (await call(NOTIFICATION_SETTINGS_OPERATIONS.operatorGetNotificationSettings, { params: { id }, signal })).data,
  });
}

export function useSaveNotificationSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateNotificationSettingsRequest): Promise<NotificationSettingsResponse> =>
      (await call(NOTIFICATION_SETTINGS_OPERATIONS.operatorUpdateNotificationSettings, { params: { id }, body })).data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(id), saved),
  });
}
