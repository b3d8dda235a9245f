import { extractText, getDocumentProxy } from 'unpdf';

/**
 * What a PDF says, read back as a reader's app reads it (unpdf: Mozilla's pdf.js for Node, no native parts):
 * its text, pages joined and each run of spaces and line breaks as one space (a sentence wraps where the page
 * ends its line), and the language and title it declares.
 */
export async function readPdf(
  pdf: Buffer,
): Promise<{ text: string; language: string | null; title: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  const { info } = (await document.getMetadata()) as { info: { Language?: string; Title?: string } };
  return { text: text.replace(/\s+/g, ' '), language: info.Language ?? null, title: info.Title ?? '' };
}
