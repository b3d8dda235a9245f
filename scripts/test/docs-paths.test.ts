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

// Comments in the code name files too ("see statement-claims.ts", "web/src/app/zod-config.ts"): each must
// still be there, or the comment sends the next engineer to nothing.

/** Source folders whose comments are read, and the files there. */
const SOURCE_DIRS = ['domain/src', 'functions/src', 'web/src', 'scripts/src', 'stripe-sandbox/src', 'tests'];
function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}
const sources = SOURCE_DIRS.flatMap(sourceFiles);
/** The workspaces' own top files (web/hosting-headers.ts, functions/build.mjs...). */
const workspaceFiles = rootPackage.workspaces.flatMap((folder) =>
  readdirSync(join(repoRoot, folder))
    .filter((name) => /\.(ts|tsx|js|mjs|json)$/.test(name))
    .map((name) => `${folder}/${name}`),
);
const tracked = [...sources, ...rootFiles, ...workspaceFiles];

/** The text of a file's comments: `// ...` to the end of the line, and `/* ... *\/` blocks. */
function commentsOf(text: string): string {
  const blocks = [...text.matchAll(/(?:^|\s)\/\*[\s\S]*?\*\//g)].map(([block]) => block);
  const lines = [...text.matchAll(/(?:^|\s)\/\/(.*)$/gm)].map(([, line]) => line!);
  return [...blocks, ...lines].join('\n');
}

/** File names a comment mentions: `a/b/c.ts` or `c.ts` (an address, a pattern or a placeholder is none). */
export function filesInComment(comment: string): string[] {
  // Not the tail of a pattern or placeholder: `*.bench.ts`, `<kind>-form.ts`, `{locale}/form-messages.json`.
  return [...comment.matchAll(/(?<![*}>\w.@/-])[\w@./-]*\w\.(?:tsx?|mjs|json|rules|md)\b/g)]
    .map(([word]) => word.replace(/^\.\//, ''))
    .filter((word) => !/^(?:https?:|www\.)|\.\.\.|\*/.test(word) && !word.includes('//'));
}

/** A mention names an existing file: from the repository's root, from the file's folder, or as a file's tail. */
function named(from: string, mention: string): boolean {
  if (exists(mention) || exists(normalize(join(dirname(from), mention)))) return true;
  if (mention.startsWith('../')) return false;
  return tracked.some((path) => path === mention || path.endsWith(`/${mention}`));
}

describe('comments in the code (every file they name exists)', () => {
  it('find file names in a comment, and skip addresses and patterns', () => {
    expect(filesInComment('see web/src/app/zod-config.ts and recount.ts.')).toEqual([
      'web/src/app/zod-config.ts',
      'recount.ts',
    ]);
    expect(filesInComment('https://example.org/a.ts, tests/bench/*.bench.ts')).toEqual([]);
    expect(sources.length).toBeGreaterThan(500);
  });

  it('name only files that exist', () => {
    const missing = sources.flatMap((path) =>
      filesInComment(commentsOf(read(path)))
        .filter((mention) => !named(path, mention))
        .map((mention) => `${path}: ${mention}`),
    );
    expect(missing).toEqual([]);
  });
});
