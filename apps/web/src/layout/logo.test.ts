import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO_SRC } from './header-data';

// The tests run from apps/web (its package scripts, CI).
const logo = readFileSync(join(process.cwd(), 'public', LOGO_SRC), 'utf8');

describe('the header logo', () => {
  it('draws its name as outlines: no <text> for the page to shape at its first paint', () => {
    expect(logo).not.toMatch(/<text\b/);
    expect(logo).toMatch(/<path\b[^>]*fill="#c81623"[^>]*d="M/);
  });

  it('keeps its name for assistive technology', () => {
    expect(logo).toContain('<title>药采</title>');
  });
});
