import { describe, expect, it } from 'vitest';
import { planShards } from '../src/lib/shard-plan';

describe('planShards', () => {
  it('gives every file to exactly one shard, balancing the recorded times', () => {
    const seconds = { 'a.test.ts': 60, 'b.test.ts': 50, 'c.test.ts': 30, 'd.test.ts': 20, 'e.test.ts': 10 };
    const shards = planShards(Object.keys(seconds), seconds, 2);
    expect(shards.flat().sort()).toEqual(Object.keys(seconds));
    const times = shards.map((files) =>
      files.reduce((sum, file) => sum + seconds[file as keyof typeof seconds], 0),
    );
    expect(times.sort()).toEqual([80, 90]);
  });

  it('counts a file it has no time for as the median file', () => {
    const shards = planShards(['a', 'b', 'c', 'new'], { a: 10, b: 10, c: 30 }, 2);
    expect(shards).toEqual([['c'], ['a', 'b', 'new']]);
  });

  it('keeps each shard in alphabetical order and leaves no shard empty', () => {
    expect(planShards(['z', 'y', 'x'], { x: 1, y: 5, z: 3 }, 2)).toEqual([['y'], ['x', 'z']]);
    expect(planShards(['only'], {}, 3)).toEqual([['only']]);
    expect(planShards(['a', 'b'], {}, 1)).toEqual([['a', 'b']]);
  });
});
