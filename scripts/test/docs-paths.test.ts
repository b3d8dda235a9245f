import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/lib/paths';

// The README and docs/ name files by their repository path so that a newcomer can open them. When a file moves,
// these tests name every mention that no longer points at something, with the document it is in.

const README = 'README.md';
const docsDir = join(repoRoot, 'docs');
const docs = readdirSync(docsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)
  .sort();
const documents = [README, ...docs];
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** The top-level folders a backticked path may start with: the workspaces, and docs/. */
const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[] };
const topFolders = [...rootPackage.workspaces, 'docs'];
/** Files at the top of the repository that the docs name without a folder. */
const rootFiles = readdirSync(repoRoot).filter((name) => /\.(json|rules|md|js|ts)$/.test(name));

/** Files the reader creates (a deploy's own configuration): named in the docs, never in the repository. */
const CREATED_BY_THE_READER = new Set(['web/.env.production']);

/** Fenced code blocks hold commands and layouts, not references: they are left out. */
const withoutFences = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');

/** A word inside `code` that names a repository path: it starts with a top folder, or is a top-level file. */
function pathsInCode(span: string): string[] {
  return span
    .split(/[\s()'"]+/)
    .map((word) => word.replace(/[,;:.]+$/, ''))
    .filter((word) => {
      if (/[<>*{}]|\.\.\./.test(word)) return false; // a pattern or a placeholder, not a path
      if (rootFiles.includes(word)) return true;
      return topFolders.some((folder) => word.startsWith(`${folder}/`));
    });
}

interface Mention {
  document: string;
  path: string;
  /** The heading a link points at in its target document, if any. */
  anchor?: string;
}

function backtickedPaths(document: string): Mention[] {
  const spans = withoutFences(read(document)).matchAll(/`([^`]+)`/g); // a span may wrap onto the next line
  return [...spans].flatMap(([, span]) => pathsInCode(span!).map((path) => ({ document, path })));
}

/** Relative markdown links, resolved from the document's folder to a repository path. */
function relativeLinks(document: string): Mention[] {
  const links = withoutFences(read(document)).matchAll(/\]\(([^)\s]+)\)/g);
  return [...links].flatMap(([, target]) => {
    if (/^[a-z]+:/i.test(target!)) return []; // http:, https:, mailto:
    const [file, anchor] = target!.split('#');
    const path = file ? normalize(join(dirname(document), file)) : document;
    return [{ document, path, ...(anchor ? { anchor } : {}) }];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(document: string): Set<string> {
  const headings = withoutFences(read(document)).matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map(([, heading]) => slug(heading!.replace(/`/g, ''))));
}

const exists = (path: string) => CREATED_BY_THE_READER.has(path) || existsSync(join(repoRoot, path));
const where = ({ document, path, anchor }: Mention) => `${document}: ${path}${anchor ? `#${anchor}` : ''}`;

describe('the README and docs/ (every path they name exists, so a newcomer can open it)', () => {
  it('find the paths in a code span, and skip placeholders, patterns and addresses', () => {
    expect(pathsInCode('npx tsx scripts/src/mail/mail-statuses.ts --project <id>')).toEqual([
      'scripts/src/mail/mail-statuses.ts',
    ]);
    expect(pathsInCode('functions/.env.<project-id>')).toEqual([]);
    expect(pathsInCode('tests/bench/*.bench.ts')).toEqual([]);
    expect(pathsInCode('/api/checkout/donation')).toEqual([]);
    expect(pathsInCode('firebase.json')).toEqual(['firebase.json']);
    expect(backtickedPaths(README).length).toBeGreaterThan(40);
  });

  it('name in `code` only paths that exist in the repository', () => {
    const missing = documents.flatMap(backtickedPaths).filter((mention) => !exists(mention.path));
    expect(missing.map(where)).toEqual([]);
  });

  it('link only to files that exist, and to headings those files have', () => {
    const broken = documents.flatMap(relativeLinks).filter(({ path, anchor }) => {
      if (!exists(path)) return true;
      if (!anchor) return false;
      return (
        !path.endsWith('.md') || statSync(join(repoRoot, path)).isDirectory() || !anchorsOf(path).has(anchor)
      );
    });
    expect(broken.map(where)).toEqual([]);
  });

  it('keep the README short: at most 200 lines', () => {
    expect(read(README).trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('link every file of docs/ from the README', () => {
    const linked = new Set(relativeLinks(README).map(({ path }) => path));
    expect(docs.filter((doc) => !linked.has(doc))).toEqual([]);
  });

  it('link every doc back to the README', () => {
    const withoutLink = docs.filter((doc) => !relativeLinks(doc).some(({ path }) => path === README));
    expect(withoutLink).toEqual([]);
  });
});
