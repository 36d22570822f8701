/**
 * Which design-system modules go in the kit chunk, the file every page loads: exactly those both first pages run,
 * the sign-in page and the signed-in shell with home. A share count cannot tell that: a new page that shares
 * a list or a field with five others would move it onto sign-in's first download. So the build first bundles
 * once without the kit (a probe, in memory), reads which modules each first page's files really hold after
 * tree-shaking, and groups those. What one first page alone runs stays with it; what later pages run stays
 * with them, however many share it.
 */
import path from 'node:path';
import { build, type Rolldown } from 'vite';

/** The design system and the libraries it is made of. */
const KIT =
  /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|lucide-react|@vanilla-extract|clsx)[\\/]|packages[\\/]ui[\\/]src/;

/** Set in the probe build, so it bundles without the kit group (and writes nothing). */
export const PROBE_ENV = 'KINDRED_KIT_PROBE';

const ROUTES = path.resolve(import.meta.dirname, 'src/routes');

export interface FirstPageModules {
  /** Run by both first pages: the kit chunk. */
  both: Set<string>;
  /** Run by the signed-in first page only (the shell and home): their own shared chunk. */
  signedInOnly: Set<string>;
}

/** The chunks a chunk needs before it runs (its static imports, recursively). */
function staticClosure(chunks: Map<string, Rolldown.OutputChunk>, start: Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const seen = new Set<string>();
  const out: Rolldown.OutputChunk[] = [];
  const stack = [...start];
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    out.push(chunk);
    for (const file of chunk.imports) {
      const next = chunks.get(file);
      if (next) stack.push(next);
    }
  }
  return out;
}

/** The kit's modules that `chunks` hold with code left after tree-shaking. */
function usedKitModules(chunks: Rolldown.OutputChunk[]): Set<string> {
  const used = new Set<string>();
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0 && KIT.test(id)) used.add(id);
  }
  return used;
}

/** Bundles the app once without the kit group and reads what the two first pages run. */
export async function probeFirstPages(root: string, mode: string): Promise<FirstPageModules> {
  process.env[PROBE_ENV] = '1';
  let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | unknown;
  try {
    output = await build({ root, mode, logLevel: 'silent', build: { write: false, sourcemap: false, manifest: false } });
  } finally {
    delete process.env[PROBE_ENV];
  }
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const item of outputs.flatMap((one) => one.output)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const byRoute = (file: string) => {
    const id = path.join(ROUTES, file);
    const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`The probe build has no chunk for ${file}`);
    return chunk;
  };
  const entry = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const publicFirst = usedKitModules(staticClosure(chunks, [...entry, byRoute('sign-in.tsx')]));
  const signedInFirst = usedKitModules(staticClosure(chunks, [...entry, byRoute('shell.tsx'), byRoute('home.tsx')]));
  return {
    both: new Set([...publicFirst].filter((id) => signedInFirst.has(id))),
    signedInOnly: new Set([...signedInFirst].filter((id) => !publicFirst.has(id))),
  };
}
