import { roleLabel } from '@portal/contract/labels';
import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { useAuth } from '@/lib/auth';
import { useBranding } from '@/lib/branding';
import { isNavItemActive, sidebarGroups } from './navigation';
import { useSignOut } from './use-sign-out';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from './sidebar';

export function AppSidebar() {
  const { session } = useAuth();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const brand = useBranding();
  const groups = session ? sidebarGroups(session) : [];
  // On mobile the sheet covers the page, so close it once a link is followed.
  const closeOnMobile = () => isMobile && setOpenMobile(false);

  return (
    <Sidebar>
      <SidebarHeader>
        <div className="flex items-center gap-2 overflow-hidden p-1">
          <BrandMark logoUrl={brand.logo_url} className={brand.logo_url ? undefined : 'bg-sidebar-primary text-sidebar-primary-foreground'} />
          <div className="grid min-w-0 leading-tight">
            <span className="line-clamp-2 text-sm font-semibold break-words" title={brand.name}>
              {brand.name}
            </span>
            <span className="truncate text-xs text-sidebar-foreground/70">Real Estate Photography</span>
          </div>
        </div>
      </SidebarHeader>

      <SidebarContent>
        <nav aria-label="Main">
          {groups.map((group) => (
            <SidebarGroup key={group.label}>
              <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
              <SidebarMenu>
                {group.items.map(({ title, to, icon: Icon }) => {
                  const active = isNavItemActive(to, pathname);
                  return (
                    <SidebarMenuItem key={to}>
                      <SidebarMenuButton asChild isActive={active} tooltip={title}>
                        <Link to={to} aria-current={active ? 'page' : undefined} onClick={closeOnMobile}>
                          <Icon aria-hidden="true" />
                          <span>{title}</span>
                        </Link>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  );
                })}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>

      {session && <SidebarUserFooter />}
    </Sidebar>
  );
}

function SidebarUserFooter() {
  const { session } = useAuth();
  const signOut = useSignOut();
  const { name } = useBranding();
  const displayName = session?.username || session?.email || '';

  return (
    <SidebarFooter>
      <div className="flex items-center gap-2 overflow-hidden p-1">
        <div
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sidebar-accent text-xs font-semibold uppercase"
        >
          {displayName.charAt(0) || '?'}
        </div>
        <div className="grid min-w-0 flex-1 leading-tight group-data-[state=collapsed]/sidebar:hidden">
          <span className="truncate text-sm font-medium">{displayName}</span>
          <span className="truncate text-xs text-sidebar-foreground/70">{session ? roleLabel(session.roleName) : ''}</span>
        </div>
      </div>
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton tooltip="Logout" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            <span>Logout</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
      <p className="px-1 text-[11px] leading-snug text-sidebar-foreground/60 group-data-[state=collapsed]/sidebar:hidden">
        © 2026 {name}. All rights reserved.
      </p>
    </SidebarFooter>
  );
}
