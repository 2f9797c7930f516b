import type { connectionTest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';

/** Always 200 when the server answers: a failing database or store comes back as ok: false. */
export const testConnection = () => apiFetch<DataAnswer<typeof connectionTest>>('/api/v1/settings/test-connection/', { method: 'POST' });

export function useTestConnection() {
  return useMutation({
    mutationFn: testConnection,
    meta: { errorMessage: 'Connection test failed' },
  });
}
