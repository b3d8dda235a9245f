export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** Runs `task` over `items` with at most `limit` in flight, returning each call's duration in ms. */
export async function timedPool<T>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<number[]> {
  const durations: number[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const started = performance.now();
      await task(items[index]!);
      durations[index] = performance.now() - started;
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return durations;
}

/** A duration for a benchmark line: whole milliseconds. */
export const ms = (value: number) => `${value.toFixed(0)} ms`;
