import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Server data of the console. A refusal (4xx) is final; only a lost connection or a 5xx is tried again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
