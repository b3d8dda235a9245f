/**
 * How a page's child is named everywhere, on the server and on the public page alike: first name and last
 * initial, "Maya R.". No zod here: the public page's first load reads it.
 */
export function childDisplayName(firstName: string, lastInitial: string): string {
  return `${firstName} ${lastInitial}.`;
}
