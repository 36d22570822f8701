/**
 * Comments cite the project's own docs (docs/product.md, docs/decisions.md), never documents outside the
 * repository, and what they cite is there. A citation names a page, one or more of its sections, and may quote the
 * part of a section the code relies on: `docs/product.md#screens-and-routes "Home dashboard"`,
 * `docs/product.md#states, #validation`, `#what-it-keeps "Time slot" and "Scheduling payload"`. The rules, read by
 * scripts/doc-citations.mjs (`node scripts/doc-citations.mjs` lists what breaks them):
 * - a cited section exists: GitHub's anchor of a heading of level 1 to 3, or a former name kept as
 *   `<a id="…"></a>` on the lines right under the heading (for a citation that cannot change: an applied
 *   migration, whose checksum covers its comments);
 * - a quoted name is defined in its section, ignoring case: as a sub-heading, as a bold term (`**Home dashboard:**`;
 *   a trailing colon or full stop is not part of the name) or as the first cell of a table row. A name only
 *   mentioned in running text does not count: the section must say what the name stands for. Where a section does
 *   not, either write it there (the rule the code relies on, user-visible strings verbatim) or state the rule in
 *   the comment and drop the citation;
 * - no comment cites the specification's or the decisions' numbered sections (applied migrations excepted: they
 *   cannot change).
 * And the documents themselves: a link between the READMEs and docs/ points at a file and a section that exist, and
 * the root README stays a front door (under 10 KB, every page of docs/ linked from it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, checkCitations, citationsIn, citingFiles, namesIn, sectionsOf } from '../../scripts/doc-citations.mjs';

describe('citations in the code', () => {
  const { citations, missingSections, missingNames } = checkCitations();
  const format = (c: { file: string; line: number; page: string; anchor: string; name: string | undefined }) =>
    `${c.file}:${c.line}: ${c.page}#${c.anchor}${c.name === undefined ? '' : ` "${c.name}"`}`;

  it('name sections of docs/ that exist', () => {
    expect(citations.length).toBeGreaterThan(300);
    expect(missingSections.map(format)).toEqual([]);
  });

  it('quote only names their section defines', () => {
    expect(citations.filter((c) => c.name !== undefined).length).toBeGreaterThan(100);
    expect(missingNames.map(format)).toEqual([]);
  });

  it('cite no numbered section of a document outside the repository', async () => {
    const outside: string[] = [];
    // Applied migrations stay as written (their checksum covers their comments); 001 and 002 predate this rule.
    for (const file of citingFiles().filter((file) => !file.startsWith('packages/server/src/platform/db/migrations/'))) {
      const text = await readFile(path.join(ROOT, file), 'utf8');
      if (/\b00[01] §\d|DECISIONS §\d|spec 00[01]\b/.test(text)) outside.push(file);
    }
    expect(outside).toEqual([]);
  });
});

describe('reading a citation', () => {
  it('takes several sections, names after their section, and names broken over comment lines', () => {
    const text = [
      '/**',
      ' * Home (docs/product.md#screens-and-routes "Home',
      ' * dashboard", #constants-and-limits "Breakpoints"); docs/product.md#states, #validation and',
      ' * docs/decisions.md#calendar. What a booking is (docs/product.md#what-it-keeps "Time slot" and "Scheduling payload").',
      ' */',
    ].join('\n');
    expect(citationsIn(text)).toEqual([
      {
        line: 2,
        page: 'docs/product.md',
        refs: [
          { anchor: 'screens-and-routes', name: 'Home dashboard' },
          { anchor: 'constants-and-limits', name: 'Breakpoints' },
        ],
      },
      { line: 3, page: 'docs/product.md', refs: [{ anchor: 'states', name: undefined }, { anchor: 'validation', name: undefined }] },
      { line: 4, page: 'docs/decisions.md', refs: [{ anchor: 'calendar', name: undefined }] },
      {
        line: 4,
        page: 'docs/product.md',
        refs: [
          { anchor: 'what-it-keeps', name: 'Time slot' },
          { anchor: 'what-it-keeps', name: 'Scheduling payload' },
        ],
      },
    ]);
  });

  it('reads SQL and line comments too, and a quote after other words is not a name', () => {
    expect(citationsIn('-- Achievements (docs/product.md#states "Achievements").')[0]!.refs).toEqual([{ anchor: 'states', name: 'Achievements' }]);
    expect(citationsIn('// docs/product.md#errors: the "Calendar" words')[0]!.refs).toEqual([{ anchor: 'errors', name: undefined }]);
  });
});

describe('what a section defines', () => {
  const page = [
    '# Page',
    '## States',
    '<a id="old-states"></a>',
    '',
    '- **Calendar connection:** not connected, then connected.',
    '- **Link**: the reply streams in; the Banner is mentioned only.',
    '### Caches',
    '| name | value |',
    '|---|---|',
    '| `Status` | an hour |',
    '## Errors',
    '- **Profile.** Unable to load.',
  ].join('\n');
  const sections = sectionsOf(page);

  it('finds sections by their anchor, and by a former name kept under the heading', () => {
    expect([...sections.keys()]).toEqual(['page', 'states', 'old-states', 'caches', 'errors']);
    expect(sections.get('old-states')).toBe(sections.get('states'));
  });

  it('counts sub-headings, bold terms and first table cells, not words in running text', () => {
    const states = namesIn(sections.get('states')!);
    for (const name of ['calendar connection', 'link', 'caches', 'status', 'name']) expect(states).toContain(name);
    expect(states).not.toContain('banner');
    expect(namesIn(sections.get('errors')!)).toEqual(new Set(['profile']));
  });
});

describe('the READMEs and docs/', () => {
  const documents = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', '--', 'README.md', 'docs/*.md', 'packages/*/README.md', 'packages/*/docs/*.md', 'packages/*/src/*/README.md'],
    { cwd: ROOT },
  )
    .toString()
    .split('\n')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));

  it('link to files and sections that exist', () => {
    const broken: string[] = [];
    for (const file of documents) {
      for (const [, target] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [relative, anchor] = target!.split('#');
        const linked = relative ? path.join(path.dirname(path.join(ROOT, file)), relative) : path.join(ROOT, file);
        if (!existsSync(linked)) broken.push(`${file}: ${target} (no such file)`);
        else if (anchor && linked.endsWith('.md') && !sectionsOf(readFileSync(linked, 'utf8')).has(anchor)) broken.push(`${file}: ${target} (no such section)`);
      }
    }
    expect(documents.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });

  it('keep the root README a front door: under 10 KB, linking every page of docs/', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(Buffer.byteLength(readme)).toBeLessThan(10_000);
    const unlinked = documents.filter((file) => file.startsWith('docs/') && !readme.includes(`](${file}`));
    expect(unlinked).toEqual([]);
  });
});
