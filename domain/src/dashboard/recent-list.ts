/**
 * Keeps the `size` newest items seen, without sorting the whole list (the dashboard reads every record once).
 * Items with the same time keep the order they were offered in.
 */
export class RecentList<T> {
  private readonly entries: { item: T; time: number }[] = [];

  constructor(private readonly size: number) {}

  offer(item: T, time: number): void {
    const key = Number.isNaN(time) ? -Infinity : time;
    const entries = this.entries;
    if (this.size <= 0) return;
    if (entries.length === this.size && key <= entries[entries.length - 1]!.time) return;
    let position = entries.length;
    while (position > 0 && entries[position - 1]!.time < key) position--;
    entries.splice(position, 0, { item, time: key });
    if (entries.length > this.size) entries.pop();
  }

  newestFirst(): T[] {
    return this.entries.map((entry) => entry.item);
  }
}
