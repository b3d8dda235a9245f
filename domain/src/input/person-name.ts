/**
 * A person's name as people write it: at most four words, each letters (joined inside by a hyphen or an
 * apostrophe: García-López, O'Brien) or an initial or title with its dot (J., J.R., Dr.). Anything else is
 * refused, so a visitor cannot put a message of their own ("call 555 0199", an address) into the school's mail to
 * an address they typed.
 */
export function isPersonName(value: string): boolean {
  const words = value.trim().split(/\s+/u);
  return (
    words.length <= 4 &&
    words.every(
      (word) =>
        /^(?:[\p{L}\p{M}]{1,3}\.)+$/u.test(word) || /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u.test(word),
    )
  );
}
