// Comments explain a rule by citing where it is written down (docs/product.md, docs/contract.md, another source
// file), so a citation of a file the repository does not hold leaves the reader with nothing. Run by `npm run lint`:
// reads the comments of every tracked source file (and the Markdown documents), finds the repository paths they
// cite and fails, listing each, when a path does not exist or a cited section or heading of docs/product.md or
// docs/contract.md is not there.
//   node scripts/check-citations.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders a source file's own path may start from: a citation like `services/leads.ts` means api/src/services. */
const SOURCE_ROOTS = ['', 'api/src/', 'api/', 'web/src/', 'web/'];
/** Written by the build or at run time, so absent from a fresh clone. */
const BUILD_OUTPUTS = [
  'api/dist/',
  'web/dist/',
  'web/dist-server/',
  'dist/',
  '.data/',
  'test-results/',
  'node_modules/',
];
/** Generated or recorded output: not read by people, not checked. */
// Migrations are never edited, so their comments keep the paths of their day.
const SKIPPED = [
  /^api\/prisma\/migrations\//,
  /(^|\/)__generated__\//,
  /^api\/src\/generated\//,
  /^bench\/results\//,
  /^package-lock\.json$/,
];

const EXTENSIONS = 'ts|tsx|mts|cts|js|mjs|cjs|jsx|json|jsonc|md|sql|prisma|css|html|graphql|yml|yaml|toml|sh';
// A path with at least one folder, ending in a known extension, not part of a glob, placeholder or URL.
const PATH = new RegExp(
  String.raw`(?<![\w.*<>{}/@:$-])((?:\.{1,2}/)*[\w@-][\w.@-]*(?:/[\w.@-]+)+\.(?:${EXTENSIONS}))(?![\w*<>{}/-])`,
  'g',
);
// A document named alone in capitals, without a folder: the way the product documents were cited before docs/.
const BARE_DOCUMENT = /(?<![\w./-])([A-Z][A-Z_-]+\.md)\b/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const PRODUCT_SECTION = /docs\/product\.md,? sections? (\d+)((?:(?:, | and | or )\d+)*)/g;
const CONTRACT_HEADING = /docs\/contract\.md(?:,\s*|\s+)"([^"]+)"|docs\/contract\.md,\s+([A-Z][^).;:\n"]*)/g;

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)))
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)));
}

/** The comments of a file of the C family (TS, JS, CSS, Prisma): line and block comments outside strings. */
function cFamilyComments(text) {
  const comments = [];
  let i = 0;
  let quote = null;
  while (i < text.length) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i += 2;
      else {
        if (ch === quote || (ch === '\n' && quote !== '`')) quote = null;
        i += 1;
      }
    } else if (ch === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      comments.push({ text: text.slice(i, stop), at: i });
      i = stop;
    } else if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      comments.push({ text: text.slice(i, stop), at: i });
      i = stop;
    } else {
      if (ch === '"' || ch === "'" || ch === '`') quote = ch;
      i += 1;
    }
  }
  return comments;
}

/** Comments that start with a marker and run to the end of the line (`#` of shell, YAML, Dockerfile; `--` of SQL). */
function lineComments(text, marker) {
  const comments = [];
  const pattern = marker === '#' ? /(?:^|\s)#(?!!)[^\n]*/g : /--[^\n]*/g;
  for (const match of text.matchAll(pattern)) comments.push({ text: match[0], at: match.index });
  return comments;
}

function commentsOf(file, text) {
  const name = basename(file);
  if (/\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|jsonc|css|prisma)$/.test(name)) return cFamilyComments(text);
  if (name.endsWith('.sql')) return lineComments(text, '--');
  if (/\.(?:ya?ml|toml|sh)$/.test(name) || name === 'Dockerfile' || file === '.ci/run' || name.startsWith('.'))
    return lineComments(text, '#');
  if (name.endsWith('.html')) return [...text.matchAll(/<!--[\s\S]*?-->/g)].map((m) => ({ text: m[0], at: m.index }));
  // Documents are all prose.
  if (name.endsWith('.md')) return [{ text, at: 0 }];
  return [];
}

function lineOf(text, at) {
  let line = 1;
  for (let i = 0; i < at; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Whether a cited path names a file or folder of the repository, read from the citing file's place. */
function exists(cited, file) {
  if (BUILD_OUTPUTS.some((prefix) => cited.startsWith(prefix))) return true;
  if (cited.startsWith('.')) return existsSync(join(root, dirname(file), cited));
  if (existsSync(join(root, dirname(file), cited))) return true;
  return SOURCE_ROOTS.some((prefix) => existsSync(join(root, prefix, cited)));
}

function headings(file, level) {
  const path = join(root, file);
  if (!existsSync(path)) return [];
  const marker = `${'#'.repeat(level)} `;
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(marker))
    .map((line) => line.slice(marker.length).trim());
}

const productSections = new Set(
  headings('docs/product.md', 2)
    .map((heading) => /^(\d+)\./.exec(heading)?.[1])
    .filter(Boolean),
);
const contractHeadings = headings('docs/contract.md', 2);

function checkComment(comment, file, problems) {
  const prose = comment.text.replace(URL, ' ');
  const where = (index) => `${file}:${lineOf(comment.source, comment.at + index)}`;
  const seen = new Set();
  for (const match of prose.matchAll(PATH)) {
    const cited = match[1];
    if (seen.has(cited) || exists(cited, file)) continue;
    seen.add(cited);
    problems.push(`${where(match.index)}  cites ${cited}, which the repository does not hold`);
  }
  for (const match of prose.matchAll(BARE_DOCUMENT)) {
    const cited = match[1];
    if (seen.has(cited) || existsSync(join(root, cited)) || existsSync(join(root, dirname(file), cited))) continue;
    seen.add(cited);
    problems.push(`${where(match.index)}  cites ${cited}, which the repository does not hold`);
  }
  for (const match of prose.matchAll(PRODUCT_SECTION)) {
    const numbers = [match[1], ...(match[2].match(/\d+/g) ?? [])];
    for (const number of numbers)
      if (!productSections.has(number))
        problems.push(`${where(match.index)}  cites docs/product.md section ${number}, which it does not have`);
  }
  for (const match of prose.matchAll(CONTRACT_HEADING)) {
    const cited = (match[1] ?? match[2]).trim();
    const known = contractHeadings.some((heading) => heading.startsWith(cited) || cited.startsWith(heading));
    if (!known) problems.push(`${where(match.index)}  cites docs/contract.md "${cited}", which has no such heading`);
  }
}

const problems = [];
const files = trackedFiles();
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const comment of commentsOf(file, text)) checkComment({ ...comment, source: text }, file, problems);
}

if (problems.length > 0) {
  console.error(`Citations of files, sections or headings that do not exist (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Fix the comment: cite a file that exists, or say the reason in place.');
  process.exit(1);
}
console.log(`Citations: every cited file, section and heading exists (${files.length} files read).`);
