/*
 * pdfkit's standard fonts (Helvetica: no font files to ship) draw the Windows-1252 characters only. A name
 * such as 'Nguyễn' keeps its letters without the marks the font lacks ('Nguyen'); anything else becomes '?'.
 * The email's HTML and text parts carry every name exactly.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function drawable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

export function pdfText(text: string): string {
  let result = '';
  for (const char of text) {
    if (char === '\n' || drawable(char)) {
      result += char;
      continue;
    }
    const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    result += bare && [...bare].every(drawable) ? bare : '?';
  }
  return result;
}
