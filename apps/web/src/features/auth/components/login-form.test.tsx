import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { clearSession, logoutMessage } from '@/lib/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LoginForm } from './login-form';

const expired = 'Session expired, please log in again.';

/** A lazy sibling that loads when `release` is called, as a lazy part of a sign-in page does. */
function suspendingSibling() {
  let release = () => {};
  const ready = new Promise<void>((resolve) => (release = resolve));
  const Sibling = lazy(async () => {
    await ready;
    return { default: () => <p>Sibling ready</p> };
  });
  return { Sibling, release };
}

function renderForm(sibling: () => ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <MemoryRouter>
          <Suspense fallback={<p>Loading page</p>}>
            {sibling()}
            <LoginForm portal="admin" submitLabel="Admin Sign In" />
          </Suspense>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => sessionStorage.clear());

describe('the logout message on the sign-in form', () => {
  it('still shows when the first render of the page was thrown away because part of it suspended', async () => {
    clearSession(expired);
    const { Sibling, release } = suspendingSibling();
    renderForm(() => <Sibling />);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Sibling ready')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(expired);
  });

  it('is forgotten once the form is used, and not shown again', async () => {
    clearSession(expired);
    const view = renderForm(() => null);
    expect(screen.getByRole('status')).toHaveTextContent(expired);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Admin Sign In' }));
    expect(screen.queryByText(expired)).not.toBeInTheDocument();
    expect(logoutMessage()).toBeNull();
    view.unmount();
    renderForm(() => null);
    expect(screen.queryByText(expired)).not.toBeInTheDocument();
  });
});
