import { Badge } from '@/components/ui/badge';

const tones: Record<string, 'red' | 'blue' | 'green' | 'grey'> = { admin: 'red', editor: 'blue', customer: 'green', user: 'grey' };

export const roleLabel = (role: string) => (role ? role.charAt(0).toUpperCase() + role.slice(1) : 'Unknown');

/** A person's role_name: admin, editor, customer or user (spec section 6); anything else is grey. */
export function RoleBadge({ role }: { role: string }) {
  return <Badge variant={tones[role.toLowerCase()] ?? 'grey'}>{roleLabel(role.toLowerCase())}</Badge>;
}
