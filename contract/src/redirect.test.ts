import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

/** Ways to write another origin that pass a check of the raw text's first characters. */
const OFF_SITE_REDIRECTS = [
  '//evil.example/',
  '/.//evil.example/phish',
  '/a/..//evil.example/x',
  '/%2e%2e//evil.example',
  '/./%2E//evil.example',
  '/\\evil.example',
  '/./\\evil.example',
  '/a\\..\\\\evil.example',
  '/\t/evil.example',
  '/\r\n/evil.example',
  '/\\\t\\evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  ' //evil.example',
  'evil.example',
  '',
];

describe('safeRedirect', () => {
  it.each(OFF_SITE_REDIRECTS)('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/dashboard')).toBe('/dashboard');
  });

  it.each([
    ['/sales?page=2', '/sales?page=2'],
    ['/sales?page=2#top', '/sales?page=2#top'],
    ['/a/./b/../c', '/a/c'],
    ['/purchases?q=a//b', '/purchases?q=a//b'],
    // Encoded, a slash or backslash is part of a path on this site: browsers do not decode it into a host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/a b', '/a%20b'],
  ])('keeps %j on this site as %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('answers nothing asked with the fallback', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined, '/x')).toBe('/x');
  });

  it('returns a path that reads back as itself and stays on the site', () => {
    for (const target of ['/x/..//y', '/%2e/%2e%2e/z', '/ok?a=1']) {
      const path = safeRedirect(target);
      expect(safeRedirect(path)).toBe(path);
      expect(new URL(path, 'https://flipstack.example').origin).toBe('https://flipstack.example');
    }
  });
});
