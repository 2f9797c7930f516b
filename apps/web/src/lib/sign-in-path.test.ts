import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor, withNext } from './sign-in-path';

describe('signInPathFor', () => {
  it.each([
    ['admin', '/admin/login'],
    ['user', '/admin/login'],
    ['company', '/login'],
    ['client', '/login'],
    [null, '/admin/login'],
  ] as const)('a %s account signs in on %s', (type, path) => {
    expect(signInPathFor(type)).toBe(path);
  });
});

describe('safeNextPath', () => {
  it.each(['/client/project/12', '/project/12/files', '/project/12/files?folder=Exterior', '/dashboard#top'])('accepts the same-origin path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it('answers the path as the browser resolves it', () => {
    expect(safeNextPath('/client/../project/12')).toBe('/project/12');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['many slashes', '///evil.example/x'],
    ['a backslash read as a slash', '/\\evil.example/x'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline the URL parser drops', '/\n/evil.example'],
    ['an absolute URL', 'https://evil.example/dashboard'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'dashboard'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_what, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('withNext', () => {
  it('adds the page to return to, slashes readable', () => {
    expect(withNext('/login', '/client/project/12')).toBe('/login?next=/client/project/12');
  });

  it('adds nothing for the root or an unsafe page', () => {
    expect(withNext('/admin/login', '/')).toBe('/admin/login');
    expect(withNext('/admin/login', '//evil.example')).toBe('/admin/login');
  });
});
