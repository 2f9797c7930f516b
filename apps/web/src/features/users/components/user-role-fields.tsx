import { roleLabels, type UserRole } from '@portal/contract';
import { FormField, fieldProps } from '@/components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQuery } from '@tanstack/react-query';
import { companiesQueryOptions } from '@/lib/shared-queries';
import type { FieldErrors } from '@/lib/field-errors';
import type { UserField } from './user-form';

const roleHints: Record<UserRole, string> = {
  admin: 'Full access, settings and staff accounts',
  user: 'Staff: manages companies, projects and invoices',
  editor: 'Works on the projects assigned to them',
  photographer: 'Shoots the properties booked for them; uploads until completion',
  customer: 'A client contact; sees their company’s projects',
};


export interface UserRoleFieldsProps {
  idPrefix: string;
  role: string;
  companyId: string;
  errors: FieldErrors<UserField>;
  /** The roles the signed-in account may grant. */
  roles: readonly UserRole[];
  onRoleChange: (role: string) => void;
  onCompanyChange: (companyId: string) => void;
}

/** Role select and, for a customer, the company they belong to. */
export function UserRoleFields({ idPrefix, role, companyId, errors, roles, onRoleChange, onCompanyChange }: UserRoleFieldsProps) {
  const isCustomer = role === 'customer';
  // Every company, unpaged, only once a customer needs one.
  const companies = useQuery({ ...companiesQueryOptions({}), enabled: isCustomer });
  const roleId = `${idPrefix}-role`;
  const companyFieldId = `${idPrefix}-company_id`;

  return (
    <>
      <FormField id={roleId} label="Role" required error={errors.role} hint={role in roleHints ? roleHints[role as UserRole] : undefined}>
        <Select value={role} onValueChange={onRoleChange}>
          <SelectTrigger {...fieldProps(roleId, errors.role)} className="w-full">
            <SelectValue placeholder="Select a role" />
          </SelectTrigger>
          <SelectContent>
            {roles.map((option) => (
              <SelectItem key={option} value={option}>
                {roleLabels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {isCustomer && (
        <FormField
          id={companyFieldId}
          label="Company"
          required
          error={errors.company_id}
          hint={companies.data?.data.length === 0 ? 'No companies yet: add one on the Companies page first.' : undefined}
        >
          <Select value={companyId} onValueChange={onCompanyChange} disabled={companies.isPending}>
            <SelectTrigger {...fieldProps(companyFieldId, errors.company_id)} className="w-full">
              <SelectValue placeholder={companies.isPending ? 'Loading companies...' : 'Select a company'} />
            </SelectTrigger>
            <SelectContent>
              {companies.data?.data.map((company) => (
                <SelectItem key={company.id} value={String(company.id)}>
                  {company.companyName || company.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    </>
  );
}
