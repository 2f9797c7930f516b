import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider, themeStorageKey, useTheme } from './theme';

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <>
      <p>
        {theme}/{resolvedTheme}
      </p>
      <button onClick={() => setTheme('dark')}>dark</button>
      <button onClick={() => setTheme('light')}>light</button>
    </>
  );
}

describe('ThemeProvider', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('follows the system by default, light when the system has no preference', () => {
    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    expect(screen.getByText('system/light')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('puts .dark on <html> and stores the choice under portal-theme', () => {
    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    act(() => screen.getByText('dark').click());
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');

    act(() => screen.getByText('light').click());
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('starts from the stored choice', () => {
    localStorage.setItem('portal-theme', 'dark');
    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });
});
