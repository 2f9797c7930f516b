import { roleLabel } from '@portal/contract/labels';
import { Badge } from '@/components/ui/badge';

const tones: Record<string, 'red' | 'blue' | 'green' | 'grey'> = { admin: 'red', editor: 'blue', customer: 'green', client: 'green', user: 'grey' };

/** A role_name under the one name people read for it (Owner, Staff, Editor, Client company, Client contact); an unknown role is grey. */
export function RoleBadge({ role }: { role: string }) {
  return <Badge variant={tones[role.toLowerCase()] ?? 'grey'}>{roleLabel(role)}</Badge>;
}
