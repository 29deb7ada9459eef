import { QueryClient } from '@tanstack/react-query';
import { ApiError, ResponseShapeError } from './api-client';
import { freshFromServer } from './server-answers';

/**
 * Client errors (4xx) are answers, not glitches: they are not retried; nor is an answer that does
 * not match the contract, which a second ask would not change.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ResponseShapeError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: freshFromServer(60_000),
      },
      mutations: { retry: false },
    },
  });
}
