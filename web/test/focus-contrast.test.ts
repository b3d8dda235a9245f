// The focus ring must stand out at least 3:1 from what it sits on (WCAG 2.2, non-text contrast), computed from
// the stylesheets' own tokens so that a new colour is held to it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = (path: string) => readFileSync(join(import.meta.dirname, '..', 'src', path), 'utf8');
const tokens = new Map(
  [...css('app/global.css').matchAll(/--([\w-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)].map(([, name, value]) => [
    name!,
    value!,
  ]),
);
const token = (name: string) => {
  const value = tokens.get(name);
  if (!value) throw new Error(`No colour token --${name} in global.css`);
  return value;
};

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the focus ring', () => {
  it('stands out 3:1 from the light surfaces it sits on', () => {
    for (const surface of ['surface', 'surface-page', 'surface-muted', 'brand-soft']) {
      expect(contrast(token('focus'), token(surface)), `--focus on --${surface}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("stands out 3:1 from the back office's dark header, where that ring is used", () => {
    expect(contrast(token('focus-on-dark'), token('brand-dark'))).toBeGreaterThanOrEqual(3);
    const header = css('features/admin/layout/admin-layout.css');
    expect(header).toMatch(/\.admin-logout:focus-visible\s*\{\s*outline: 3px solid var\(--focus-on-dark\)/);
  });
});
