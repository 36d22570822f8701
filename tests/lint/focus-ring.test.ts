/**
 * One focus ring (packages/ui/src/themes/focus.ts): no style sheet draws its
 * own keyboard-focus outline in the focus colour; each uses `focusRing()`.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

async function styleSheets(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.css.ts')).map((e) => path.join(e.parentPath, e.name));
}

describe('the focus ring', () => {
  it('is drawn by focusRing() alone, in every package', async () => {
    const sheets = (await Promise.all(['ui', 'features', 'app'].map((p) => styleSheets(path.join(root, 'packages', p, 'src'))))).flat();
    expect(sheets.length).toBeGreaterThan(20);
    const ownRings: string[] = [];
    for (const sheet of sheets) {
      const text = await readFile(sheet, 'utf8');
      if (/outline:\s*`[^`]*\$\{vars\.color\.focus\}/.test(text)) ownRings.push(path.relative(root, sheet));
    }
    expect(ownRings).toEqual([]);
  });
});
