import type { company, UpdateCompanyInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { companyKeys } from './get-companies';

export const updateCompany = ({ id, input }: { id: number; input: UpdateCompanyInput }) =>
  apiFetch<DataAnswer<typeof company>>(`/api/v1/companies/${id}/`, { method: 'POST', body: input });

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    meta: { errorMessage: 'Failed to save company.', inlineFields: ['email'] },
  });
}
