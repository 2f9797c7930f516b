import { roleLabel, type UserRole } from '@portal/contract';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** 'All Roles' or one role, for the account lists' toolbars; `all` clears the filter. */
export function RoleFilter({ value, roles, onChange }: { value: UserRole | undefined; roles: readonly UserRole[]; onChange: (value: string) => void }) {
  return (
    <Select value={value ?? 'all'} onValueChange={onChange}>
      <SelectTrigger aria-label="Filter by role" className="w-full sm:w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All Roles</SelectItem>
        {roles.map((option) => (
          <SelectItem key={option} value={option}>
            {roleLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
