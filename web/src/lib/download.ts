/**
 * Marks the file as UTF-8 for spreadsheet apps: without it Excel reads it in the machine's legacy code page and
 * shows a name such as "José" as "JosÃ©". Google Sheets and Numbers skip it.
 */
const UTF8_BOM = '\uFEFF';

/** Hands a CSV text to the browser as a download (no server call: the export is made in the browser). */
export function downloadCsv(csv: string, fileName: string): void {
  downloadBlob(new Blob([UTF8_BOM + csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Saves a PDF a function sent as base64 (a callable answers in JSON). */
export function downloadPdf(base64: string, fileName: string): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: 'application/pdf' }), fileName);
}

function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium reads the blob when the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
