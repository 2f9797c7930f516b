import type { UpdateCompanyInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { companyKeys } from './get-companies';

export const updateCompany = ({ id, input }: { id: number; input: UpdateCompanyInput }) =>
  callApi('updateCompany', { params: { id }, body: input });

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    meta: { errorMessage: 'Failed to save company.', inlineFields: ['email'] },
  });
}
