/**
 * Saves text as a file from the browser. The byte order mark makes spreadsheet programs read the UTF-8
 * (names with accents) correctly; CSV readers that know UTF-8 ignore it.
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; freeing it at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
