#!/usr/bin/env node
/**
 * Comments cite the project's own docs: `docs/product.md#screens-and-routes "Home"` names a page, one or more
 * sections of it (`#states, #validation`), and optionally the part of that section the comment relies on, in quotes.
 * This finds every such citation in the repository and checks it against the docs, for tests/lint/doc-links.test.ts
 * and for people: `node scripts/doc-citations.mjs` prints the citations that point at nothing (`--all` prints every
 * citation, `--names` each quoted name once with how often it is cited).
 *
 * A quoted name is found in its section when the section has it, ignoring case, as
 * - a heading below the section's own (`### Home`),
 * - a bold term (`**Home:**`, `**Home**`; a trailing colon or full stop is not part of the name), or
 * - the first cell of a table row (`| Home | … |`, backticks ignored).
 * A name that is only mentioned in running text is not found: the section must say what the name stands for.
 *
 * A section's anchor is GitHub's for its heading (levels 1-3). A section renamed while something that cannot be
 * edited still cites its old name (an applied migration: its checksum covers its comments) keeps that name as an
 * HTML anchor on the lines right under its heading, `<a id="the-advisor-link"></a>`, which GitHub links to as well.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
const CITED_PAGES = ['docs/product.md', 'docs/decisions.md'];

/** The files whose text may cite the docs: sources, tests, scripts, stories and the READMEs and docs themselves. */
export function citingFiles(root = ROOT) {
  return execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', 'packages', 'scripts', 'tests', 'tools', '.storybook', 'stories', 'docs', 'README.md'],
    { cwd: root },
  )
    .toString()
    .split('\n')
    .filter(
      (file) =>
        /\.(ts|tsx|mjs|js|md|mdx|sql)$/.test(file) &&
        !file.includes('/dist/') &&
        existsSync(path.join(root, file)) &&
        // These two describe the citation syntax with examples of it.
        !file.startsWith('tests/lint/doc-links') &&
        file !== 'scripts/doc-citations.mjs',
    );
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

/** A page's sections by anchor (headings of levels 1-3), each with the text up to the next heading of its level or above. */
export function sectionsOf(markdown) {
  const lines = markdown.split('\n');
  const headings = [];
  lines.forEach((line, index) => {
    const m = /^(#{1,6}) (.+)$/.exec(line);
    if (m) headings.push({ level: m[1].length, title: m[2], index });
  });
  const sections = new Map();
  for (const [i, heading] of headings.entries()) {
    if (heading.level > 3) continue;
    const end = headings.slice(i + 1).find((h) => h.level <= heading.level)?.index ?? lines.length;
    const body = lines.slice(heading.index + 1, end).join('\n');
    sections.set(anchorOf(heading.title), body);
    // A former name kept for citations that cannot change (an applied migration's): `<a id="…"></a>` under the heading.
    for (let next = heading.index + 1; next < end; next++) {
      const alias = /^<a id="([a-z0-9-]+)"><\/a>$/.exec(lines[next]);
      if (!alias) break;
      sections.set(alias[1], body);
    }
  }
  return sections;
}

const normalise = (name) =>
  name
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[:.]$/, '')
    .trim()
    .toLowerCase();

/** The names a section defines: its sub-headings, its bold terms and the first cells of its table rows. */
export function namesIn(section) {
  const names = new Set();
  for (const m of section.matchAll(/^#{2,6} (.+)$/gm)) names.add(normalise(m[1]));
  for (const m of section.matchAll(/\*\*([^*]+)\*\*/g)) names.add(normalise(m[1]));
  for (const m of section.matchAll(/^\|([^|\n]+)\|/gm)) {
    if (!/^\s*:?-+:?\s*$/.test(m[1])) names.add(normalise(m[1]));
  }
  return names;
}

// Between the parts of a citation: spaces, or a comment's line break (the newline and the next line's comment marker).
const GAP = String.raw`(?:[ \t]*\n[ \t]*(?:\*|//|#|\{/\*)?[ \t]*|[ \t]+)`;
// What may join two parts: a comma, a semicolon, "and", "or", "to", or nothing but the gap.
const JOIN = new RegExp(String.raw`^(?:${GAP}?(?:,|;)${GAP}?|${GAP}(?:and|or|to)${GAP}|${GAP})`);
const ANCHOR = /^#([a-z0-9-]+)/;
const NAME = /^"([^"]{1,120})"/;

/**
 * The citations in one file's text: `{ line, page, refs }`, each ref an `{ anchor, name }` (`name` undefined when
 * the section is cited whole). After `docs/<page>.md` come anchors and quoted names, joined by commas, "and", "or"
 * or "to"; a name belongs to the anchor before it (`#states "Banner", #what-it-keeps "Resource" and "Time slot"`).
 * A quoted name's comment line breaks are joined with a space.
 */
export function citationsIn(text) {
  const citations = [];
  for (const m of text.matchAll(/docs\/(?:product|decisions)\.md(?=#)/g)) {
    const line = text.slice(0, m.index).split('\n').length;
    const refs = [];
    let rest = text.slice(m.index + m[0].length);
    let first = true;
    for (;;) {
      const join = first ? '' : (JOIN.exec(rest)?.[0] ?? null);
      if (join === null) break;
      const after = rest.slice(join.length);
      const anchor = ANCHOR.exec(after);
      const name = refs.length > 0 ? NAME.exec(after) : null;
      if (anchor) {
        refs.push({ anchor: anchor[1], name: undefined });
        rest = after.slice(anchor[0].length);
      } else if (name) {
        const last = refs[refs.length - 1];
        const joined = name[1].replace(new RegExp(GAP, 'g'), ' ').trim();
        if (last.name === undefined) last.name = joined;
        else refs.push({ anchor: last.anchor, name: joined });
        rest = after.slice(name[0].length);
      } else break;
      first = false;
    }
    citations.push({ line, page: m[0], refs });
  }
  return citations;
}

/**
 * Every citation in the repository, checked, one entry per cited part (`{ file, line, page, anchor, name }`):
 * `{ citations, missingSections, missingNames }`.
 */
export function checkCitations(root = ROOT) {
  const pages = Object.fromEntries(CITED_PAGES.map((page) => [page, sectionsOf(readFileSync(path.join(root, page), 'utf8'))]));
  const citations = [];
  const missingSections = [];
  const missingNames = [];
  for (const file of citingFiles(root)) {
    for (const { line, page, refs } of citationsIn(readFileSync(path.join(root, file), 'utf8'))) {
      for (const { anchor, name } of refs) {
        const ref = { file, line, page, anchor, name };
        citations.push(ref);
        const section = pages[page].get(anchor);
        if (section === undefined) missingSections.push(ref);
        else if (name !== undefined && !namesIn(section).has(normalise(name))) missingNames.push(ref);
      }
    }
  }
  return { citations, missingSections, missingNames };
}

const cited = (c) => `${c.page}#${c.anchor}${c.name === undefined ? '' : ` "${c.name}"`}`;
const format = (c) => `${c.file}:${c.line}: ${cited(c)}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { citations, missingSections, missingNames } = checkCitations();
  if (process.argv.includes('--all')) {
    for (const c of citations) console.log(format(c));
  } else if (process.argv.includes('--names')) {
    const missing = new Set(missingNames.map(cited));
    const counts = new Map();
    for (const c of citations.filter((c) => c.name !== undefined)) counts.set(cited(c), (counts.get(cited(c)) ?? 0) + 1);
    for (const [key, count] of [...counts].sort()) console.log(`${missing.has(key) ? 'MISSING' : 'ok     '} ${count} ${key}`);
  } else {
    for (const c of missingSections) console.log(`no such section: ${format(c)}`);
    for (const c of missingNames) console.log(`not in its section: ${format(c)}`);
  }
  const named = citations.filter((c) => c.name !== undefined);
  console.error(
    `${citations.length} citations (${named.length} quoting a name) in ${new Set(citations.map((c) => c.file)).size} files; ` +
      `${missingSections.length} name no section that exists, ${missingNames.length} quote a name their section does not define`,
  );
  process.exitCode = missingSections.length + missingNames.length > 0 ? 1 : 0;
}
