/** Whether two of the texts are the same once trimmed, ignoring case (the office tells them apart that way). */
export function duplicates(values: readonly string[]): boolean {
  const seen = new Set(values.map((value) => value.trim().toLowerCase()));
  return seen.size !== values.length;
}
