/** What one benchmark module under tests/bench/*.bench.ts exports; the runner gives it a running stack. */
export interface BenchOutcome {
  /** Lines to print: each figure with how it was measured (what, on what data, median of how many runs). */
  lines: string[];
  /** False when a target is missed or the final state is wrong. */
  ok: boolean;
}

export type Bench = () => Promise<BenchOutcome>;
