/**
 * Comments cite the project's own docs (docs/product.md, docs/decisions.md),
 * never documents outside the repository: every cited page and section
 * exists, and no comment cites the specification's or the decisions' numbered
 * sections.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'packages', 'scripts', 'tests', 'tools', '.storybook', 'stories', 'README.md'], {
  cwd: root,
})
  .toString()
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|md)$/.test(file) && !file.includes('/dist/') && !file.startsWith('tests/lint/doc-links'));

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,3} (.+)$/gm)].map((m) => m[1]!.trim().toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')));
}

describe('citations in the code', () => {
  it('name sections of docs/ that exist', async () => {
    const pages = {
      'docs/product.md': anchorsOf(await readFile(path.join(root, 'docs/product.md'), 'utf8')),
      'docs/decisions.md': anchorsOf(await readFile(path.join(root, 'docs/decisions.md'), 'utf8')),
    };
    const missing: string[] = [];
    let cited = 0;
    for (const file of sources) {
      const text = await readFile(path.join(root, file), 'utf8');
      // "docs/product.md#states, #validation" cites two sections of one page.
      for (const m of text.matchAll(/(docs\/(?:product|decisions)\.md)((?:#[a-z-]+)(?:(?:,| to| and) #[a-z-]+)*)/g)) {
        for (const anchor of m[2]!.match(/#[a-z-]+/g)!) {
          cited += 1;
          if (!pages[m[1] as keyof typeof pages].has(anchor.slice(1))) missing.push(`${file}: ${m[1]}${anchor}`);
        }
      }
    }
    expect(cited).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('cite no numbered section of a document outside the repository', async () => {
    const outside: string[] = [];
    for (const file of sources) {
      const text = await readFile(path.join(root, file), 'utf8');
      if (/\b00[01] §\d|DECISIONS §\d|spec 00[01]\b/.test(text)) outside.push(file);
    }
    expect(outside).toEqual([]);
  });
});
