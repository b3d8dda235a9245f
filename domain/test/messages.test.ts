import { describe, expect, it } from 'vitest';
import { errorMessage, messages, updateErrorAlert } from '../src/messages';

describe('messages that carry a detail', () => {
  it('name the HTTP status of a failed request', () => {
    expect(messages.donation.httpError(502, 'Bad Gateway')).toBe('HTTP 502: Bad Gateway');
  });

  it('add the server’s words to a failed edit when there are any', () => {
    expect(updateErrorAlert('partner', new Error('Permission denied'))).toBe(
      'Error updating partner: Permission denied',
    );
    expect(updateErrorAlert('student information', 'Offline')).toBe(
      'Error updating student information: Offline',
    );
    expect(updateErrorAlert('donation', { message: '' })).toBe('Error updating donation');
    expect(errorMessage(42)).toBeNull();
  });
});
