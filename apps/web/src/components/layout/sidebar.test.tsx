import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar, SidebarProvider, SidebarTrigger, readSidebarCookie } from './sidebar';

function renderSidebar() {
  return render(
    <SidebarProvider>
      <Sidebar data-testid="sidebar">
        <a href="/projects">Projects</a>
      </Sidebar>
      <SidebarTrigger />
    </SidebarProvider>,
  );
}

function pressShortcut(modifier: 'ctrlKey' | 'metaKey') {
  act(() => {
    fireEvent.keyDown(window, { key: 'b', [modifier]: true });
  });
}

function forgetSidebarCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
}

describe('Sidebar', () => {
  beforeEach(forgetSidebarCookie);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts expanded when no cookie remembers a choice', () => {
    renderSidebar();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
  });

  it('collapses on Ctrl+B and remembers it in the sidebar_state cookie for 7 days', () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderSidebar();

    pressShortcut('ctrlKey');

    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(cookieWrites).toHaveBeenLastCalledWith('sidebar_state=false; path=/; max-age=604800');
  });

  it('expands again on Cmd+B', () => {
    renderSidebar();
    pressShortcut('ctrlKey');
    pressShortcut('metaKey');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
    expect(readSidebarCookie()).toBe(true);
  });

  it('ignores B without a modifier', () => {
    renderSidebar();
    act(() => {
      fireEvent.keyDown(window, { key: 'b' });
    });
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
  });

  it.each([
    ['an input', <input key="f" aria-label="field" />],
    ['a textarea', <textarea key="f" aria-label="field" />],
    ['a select', <select key="f" aria-label="field"><option>One</option></select>],
    ['a contenteditable', <div key="f" aria-label="field" role="textbox" contentEditable suppressContentEditableWarning><b>text</b></div>],
  ])('leaves Ctrl/Cmd+B to %s while someone types in it', (_, field) => {
    render(
      <SidebarProvider>
        <Sidebar data-testid="sidebar">{field}</Sidebar>
      </SidebarProvider>,
    );
    const target = screen.getByLabelText('field');
    const inner = target.querySelector('b') ?? target;
    for (const modifier of ['ctrlKey', 'metaKey'] as const) {
      act(() => {
        fireEvent.keyDown(inner, { key: 'b', [modifier]: true });
      });
      expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
    }
  });

  it('reads the saved state back on load', () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderSidebar();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  });

  it('toggles with the trigger button and reports it through aria-expanded', () => {
    renderSidebar();
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  });

  it('below 768 px is a sheet opened by the trigger', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 767px)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    renderSidebar();
    expect(screen.queryByRole('link', { name: 'Projects' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));

    const sheet = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(sheet).toHaveStyle({ '--sidebar-width': '18rem' });
    expect(screen.getByRole('link', { name: 'Projects' })).toBeInTheDocument();
  });

  it('below 768 px gives focus back to the trigger when the sheet closes', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)', media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const user = userEvent.setup();
    renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveFocus();
  });
});
