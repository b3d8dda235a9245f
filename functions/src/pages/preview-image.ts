import { renderAsync } from '@resvg/resvg-js';
import { previewSvg, type PreviewCard } from '@hope/domain/pages';
import { fileURLToPath } from 'node:url';

/*
 * A shared page's preview image: the domain's card (an SVG) drawn to a PNG by resvg, a Rust renderer with
 * prebuilt binaries on npm, off the event loop (renderAsync), so an instance serving many requests at once
 * keeps answering. Its text is set in Inter, whose font files come with an npm package: no system font and no
 * download at run time.
 */
const FONT_FILES = ['400Regular/Inter_400Regular.ttf', '700Bold/Inter_700Bold.ttf'].map((file) =>
  fileURLToPath(import.meta.resolve(`@expo-google-fonts/inter/${file}`)),
);

/** Cards drawn lately, by their SVG: the same figures are drawn once an instance, whatever the CDN asks. */
const drawn = new Map<string, Buffer>();
const DRAWN_KEPT = 50;

export async function previewPng(card: PreviewCard): Promise<Buffer> {
  const svg = previewSvg(card);
  const kept = drawn.get(svg);
  if (kept) return kept;
  const image = await renderAsync(svg, {
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Inter' },
  });
  const png = image.asPng();
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  drawn.set(svg, png);
  return png;
}
