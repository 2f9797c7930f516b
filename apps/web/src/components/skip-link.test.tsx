import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, it } from 'vitest';
import NotFoundPage from '@/app/routes/not-found';
import WelcomePage from '@/app/routes/welcome';
import { expectSkipLinkFirst } from '@/test/expect-skip-link';

describe('skip link', () => {
  it.each([
    ['the welcome page', WelcomePage],
    ['the not-found page', NotFoundPage],
  ] as [string, ComponentType][])('is the first Tab stop of %s and moves focus to the main content', async (_, Page) => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    await expectSkipLinkFirst();
  });
});
