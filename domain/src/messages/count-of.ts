/** A count with its noun, singular for exactly one: countOf(1, 'item') -> '1 item', countOf(2400, 'item') -> '2,400 items'. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
