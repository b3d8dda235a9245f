import { describe, expect, it } from 'vitest';
import { matchPath } from '../src/http/router';

describe('the public router’s paths', () => {
  it('match exact segments, and give a named segment to the handler', () => {
    expect(matchPath('/api/progress', '/api/progress')).toEqual({});
    expect(matchPath('/api/pages/:code', '/api/pages/mayar23')).toEqual({ code: 'mayar23' });
    expect(matchPath('/api/pages/:code/manage', '/api/pages/mayar23/manage')).toEqual({ code: 'mayar23' });
  });

  it('refuse another length, an empty segment, another word or a segment that cannot be decoded', () => {
    expect(matchPath('/api/pages/:code', '/api/pages')).toBeNull();
    expect(matchPath('/api/pages/:code', '/api/pages/')).toBeNull();
    expect(matchPath('/api/pages/:code', '/api/pages/a/b')).toBeNull();
    expect(matchPath('/api/pages/:code/manage', '/api/pages/mayar23/edit')).toBeNull();
    expect(matchPath('/api/pages/:code', '/api/pages/%E0%A4%A')).toBeNull();
    expect(matchPath('/api/pages', '/api/pages')).toEqual({});
  });
});
