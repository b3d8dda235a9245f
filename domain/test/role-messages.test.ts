import { describe, expect, it } from 'vitest';
import { notAllowedMessage, viewOnlyMessage } from '../src/team';

describe('what a member reads where their role stops them', () => {
  it('tells a viewer they can look while an admin or owner makes changes', () => {
    expect(viewOnlyMessage('viewer')).toBe(
      'You are signed in as viewer: you can look, and an admin or owner makes changes.',
    );
  });

  it('names the role a page is closed to and who to ask', () => {
    expect(notAllowedMessage('admin')).toBe(
      'This page is not open to the admin role. Ask an owner of the team if you need it.',
    );
  });
});
