import { describe, expect, it } from 'vitest';
import { EMULATOR_PARALLEL_CALLS, emulatorParallelCalls } from '../src/lib/stack';

describe('how many calls each Functions emulator runs at once', () => {
  it('is four unless HOPE_EMULATOR_PARALLEL says otherwise', () => {
    expect(EMULATOR_PARALLEL_CALLS).toBe(4);
    expect(emulatorParallelCalls(undefined)).toBe(4);
    expect(emulatorParallelCalls('')).toBe(4);
    expect(emulatorParallelCalls('16')).toBe(16);
    expect(emulatorParallelCalls('64')).toBe(64);
  });

  it('refuses a figure that is not a whole number from 1 to 64, naming it', () => {
    for (const value of ['0', '65', '2.5', 'many', '-3']) {
      expect(() => emulatorParallelCalls(value)).toThrow(`not "${value}"`);
    }
  });
});
