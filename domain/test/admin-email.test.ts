import { describe, expect, it } from 'vitest';
import { adminEmailFor, schoolConfig } from '../src';

describe('adminEmailFor', () => {
  it('keeps an email as typed (trimmed) and puts a bare username on the admin email domain', () => {
    expect(adminEmailFor('  treasurer@example.org ')).toBe('treasurer@example.org');
    expect(adminEmailFor(' demo ')).toBe(`demo@${schoolConfig.adminEmailDomain}`);
  });
});
