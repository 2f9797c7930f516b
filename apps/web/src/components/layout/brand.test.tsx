import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from '@/components/page-header';
import { operationUrl } from '@/lib/api-call';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { AppShell } from './app-shell';

const logoUrl = `${operationUrl('getBrandingLogo')}?v=0123456789abcdef`;
const brandingAnswer = { success: true, data: { name: 'Lens & Light Studio', logo_url: logoUrl } };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the business's name and logo", () => {
  it('head the sidebar and its footer once the business has them', async () => {
    signInAs('user');
    mockApi({ getBranding: brandingAnswer });
    renderScreen('/companies', <AppShell title="Companies" />);
    const sidebar = (await screen.findByText('Lens & Light Studio', { selector: 'span' })).closest('[data-slot="sidebar"]') as HTMLElement;
    expect(sidebar.querySelector('img')).toHaveAttribute('src', logoUrl);
    expect(within(sidebar).getByText('© 2026 Lens & Light Studio. All rights reserved.')).toBeInTheDocument();
  });

  it("keep 'Portal' and the camera mark when the name cannot be read", async () => {
    signInAs('user');
    const api = mockApi({});
    renderScreen('/companies', <AppShell title="Companies" />);
    await waitFor(() => expect(api.callsTo('getBranding')).toHaveLength(1));
    expect(screen.getAllByText('Portal').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-slot="sidebar"] img')).toBeNull();
  });

  it("name every tab after the page and the business: 'Projects · Lens & Light Studio'", async () => {
    signInAs('user');
    mockApi({ getBranding: brandingAnswer });
    renderScreen('/projects', <PageHeader title="Projects" />);
    await waitFor(() => expect(document.title).toBe('Projects · Lens & Light Studio'));
  });
});
