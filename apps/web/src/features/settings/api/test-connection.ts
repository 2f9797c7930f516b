import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Always 200 when the server answers: a failing database or store comes back as ok: false. */
export const testConnection = () => callApi('testConnection', {});

export function useTestConnection() {
  return useMutation({
    mutationFn: testConnection,
    meta: { errorMessage: 'Connection test failed' },
  });
}
