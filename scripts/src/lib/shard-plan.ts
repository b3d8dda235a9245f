/**
 * Splits test files between `count` shards so that each shard's expected time is about the same: the longest
 * files first, each to the shard with the least time so far (a file's time from `seconds`, a recent full run;
 * a file it does not list counts as the median). Files keep their alphabetical order within a shard, so a
 * shard's run reads like the one-stack run.
 */
export function planShards(files: string[], seconds: Record<string, number>, count: number): string[][] {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length > 0 ? known[Math.floor(known.length / 2)]! : 1;
  const timeOf = (file: string) => seconds[file] ?? median;
  const shards = Array.from({ length: Math.max(1, count) }, () => ({ files: [] as string[], time: 0 }));
  const longestFirst = [...files].sort((a, b) => timeOf(b) - timeOf(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const least = shards.reduce((best, shard) => (shard.time < best.time ? shard : best));
    least.files.push(file);
    least.time += timeOf(file);
  }
  return shards.map((shard) => shard.files.sort()).filter((list) => list.length > 0);
}
