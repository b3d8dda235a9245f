import { describe, expect, it } from 'vitest';
import { adminEmailFor, defaultSettings } from '../src/settings';

describe('adminEmailFor', () => {
  it('keeps an email as typed (trimmed) and puts a bare username on the admin email domain', () => {
    expect(adminEmailFor('  treasurer@example.org ', defaultSettings)).toBe('treasurer@example.org');
    expect(adminEmailFor(' demo ', defaultSettings)).toBe('demo@hope.example.org');
    const other = { organization: { ...defaultSettings.organization, adminEmailDomain: 'other.school' } };
    expect(adminEmailFor('demo', other)).toBe('demo@other.school');
  });
});
