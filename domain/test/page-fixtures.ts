import type { StudentPage } from '../src/pages';
import { defaultSettings } from '../src/settings/sample-settings';

export function pageOf(overrides: Partial<StudentPage> = {}): StudentPage {
  return {
    code: 'mayar23',
    first_name: 'Maya',
    last_initial: 'R',
    grade_teacher: defaultSettings.classes[0]!.label,
    goal: 300,
    message: 'Help my class!',
    parent_name: 'Rosa Rodriguez',
    parent_email: 'rosa@example.com',
    status: 'active',
    hidden_reason: null,
    campaign_id: 'c2026',
    created_at: '2026-11-02T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    edit_key_hash: 'a'.repeat(64),
    ...overrides,
  };
}
