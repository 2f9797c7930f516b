import {
  Building2,
  CalendarDays,
  Camera,
  CreditCard,
  FolderKanban,
  FolderOpen,
  LayoutDashboard,
  ListTodo,
  MessageSquareWarning,
  PieChart,
  Receipt,
  Settings,
  ShieldCheck,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { actorRole } from '@portal/contract/policy';
import type { Session } from '@/lib/session';

export interface NavItem {
  title: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

const staffItems: NavItem[] = [
  { title: 'Companies', to: '/companies', icon: Building2 },
  { title: 'Projects', to: '/projects', icon: FolderKanban },
  { title: 'Calendar', to: '/calendar', icon: CalendarDays },
  { title: 'Users', to: '/users', icon: Users },
  { title: 'Invoices', to: '/invoices', icon: Receipt },
  { title: 'Revisions', to: '/revisions', icon: MessageSquareWarning },
  { title: 'Overview', to: '/overview', icon: PieChart },
];

const ownerOnlyItems: NavItem[] = [
  { title: 'Income and Expense', to: '/income-expense', icon: Wallet },
  { title: 'Roles', to: '/roles', icon: ShieldCheck },
  { title: 'Subscriptions', to: '/subscriptions', icon: CreditCard },
  { title: 'Settings', to: '/settings', icon: Settings },
];

const dashboard = (to: string): NavGroup => ({
  label: 'General',
  items: [{ title: 'Dashboard', to, icon: LayoutDashboard }],
});

/** Sidebar groups for the signed-in person, by the role the policy gives them; the API still guards every screen. */
export function sidebarGroups(session: Session): NavGroup[] {
  switch (actorRole(session)) {
    case 'client':
      return [
        dashboard('/client/dashboard'),
        { label: 'My Projects', items: [{ title: 'My Projects', to: '/client/projects', icon: FolderOpen }] },
      ];
    case 'editor':
      return [{ label: 'Tasks', items: [{ title: 'Tasks', to: '/editor', icon: ListTodo }] }];
    case 'photographer':
      return [{ label: 'My Shoots', items: [{ title: 'My Shoots', to: '/photographer', icon: Camera }] }];
    case 'owner':
      return [dashboard('/dashboard'), { label: 'Applications', items: [...staffItems, ...ownerOnlyItems] }];
    case 'staff':
      return [dashboard('/dashboard'), { label: 'Applications', items: staffItems }];
  }
}

// Screens without an item of their own light up the section they belong to: a project's detail
// (/project/7), and the categories and services reached from the Projects screen.
const relatedPrefixes: Record<string, string[]> = {
  '/projects': ['/project/', '/project-categories', '/project-services'],
  '/client/projects': ['/client/project/', '/client/book'],
};

/** Whether the sidebar item linking to `to` is the current section. */
export function isNavItemActive(to: string, pathname: string): boolean {
  if (pathname === to || pathname.startsWith(`${to}/`)) return true;
  return (relatedPrefixes[to] ?? []).some((prefix) => pathname.startsWith(prefix));
}
