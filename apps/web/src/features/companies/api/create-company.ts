import type { CreateCompanyInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { companyKeys } from './get-companies';

export const createCompany = (input: CreateCompanyInput) => callApi('createCompany', { body: input });

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    meta: { errorMessage: 'Failed to save company.', inlineFields: ['email'] },
  });
}
