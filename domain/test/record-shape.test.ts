import { describe, expect, it } from 'vitest';
import { parseStoredRecord, RecordShapeError } from '../src/records';
import { donation } from './fixtures';

describe('a record the back office could not read', () => {
  it('is refused before it is written, naming each field that is wrong', () => {
    const { id: _id, ...record } = donation();
    const broken = { ...record, donation_amount: 'lots', created_at: 'yesterday' };
    expect(() => parseStoredRecord('donations', broken)).toThrow(RecordShapeError);
    let message = '';
    try {
      parseStoredRecord('donations', broken);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^donations document refused by its schema: /);
    expect(message).toContain('donation_amount: ');
    expect(message).toContain('created_at: ');
  });
});
