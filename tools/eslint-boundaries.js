// @ts-check
/**
 * The dependency rule of the monorepo, as one ESLint rule:
 *
 *   contracts  ← ui? no: contracts is shared by features, app and server only
 *   ui         imports no feature, app, router, query client, state or server code
 *   features   import ui, contracts, features/src/shared, and other features only
 *              through their public entry point (`@kindred/features/<name>`)
 *   app        imports features and ui through their public entry points only
 *   server     imports contracts only, never client code; inside it:
 *              platform/          imports no module, nor compose.ts or main.ts
 *              modules/<name>/    imports another module only through its index.ts, and never
 *                                 compose.ts or main.ts (compose.ts alone knows every module);
 *                                 re-exports nothing of another module; its index.ts exports
 *                                 no value of its repositories (others ask its service: a module
 *                                 is the only owner of its tables), their row types only
 *              vendor/            code kept as it was written elsewhere: imports nothing of ours
 *              nothing imports main.ts
 *
 * A feature uses another feature only through `@kindred/features/<name>`, its own files by relative
 * path (never through its own package path), and no import cycle may join features or server
 * modules (import-x/no-cycle in eslint.config.js).
 *
 * Relative imports are resolved against the importing file, so `../../calendar/api`
 * from inside `features/src/connections` is caught as well as `@kindred/features/calendar`.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Which zone a file (or a resolved import target) belongs to. */
function zoneOf(absPath) {
  const rel = path.relative(root, absPath).split(path.sep).join('/');
  const m = rel.match(/^packages\/(ui|features|app|server|contracts)\/(.*)$/);
  if (!m) return null;
  const [, pkg, rest] = m;
  if (pkg === 'features') {
    const feature = rest.match(/^src\/([^/]+)\//)?.[1] ?? null;
    return { pkg, feature };
  }
  if (pkg === 'server') return { pkg, feature: null, ...serverPlace(rest) };
  return { pkg, feature: null };
}

/** Where a server file sits: platform, vendor, a module (with its name and whether it is the module's index.ts), or the top. */
function serverPlace(rest) {
  if (rest.startsWith('src/platform/')) return { layer: 'platform', module: null, file: rest };
  if (rest.startsWith('src/vendor/')) return { layer: 'vendor', module: null, file: rest };
  const m = rest.match(/^src\/modules\/([^/]+)\/(.*)$/);
  if (m) return { layer: 'module', module: m[1], isIndex: m[2] === 'index.ts', file: rest };
  return { layer: 'top', module: null, file: rest };
}

/** A repository: the only kind of file a module keeps its SQL in (`repository.ts`, `bookings-repository.ts`). */
const REPOSITORY_FILE = /(^|\/|-)repository\.ts$/;

/** Whether an export declaration exports types only (`export type { X } from`, or every name marked `type`). */
function exportsTypesOnly(node) {
  if (node.exportKind === 'type') return true;
  return node.type === 'ExportNamedDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === 'type');
}

/** The rule inside the server, for a relative import from `from` to `to` (both server zones). */
function checkServer(from, to, spec, node) {
  // Tests and benchmarks may look inside a module; the rule is about the server's own sources.
  if (!from.file.startsWith('src/')) return null;
  if (to.file === 'src/main.ts') return `nothing imports main.ts ('${spec}')`;
  if (from.layer === 'platform' && to.layer !== 'platform') return `platform must not import modules or compose.ts ('${spec}')`;
  if (from.layer === 'vendor' && to.layer !== 'vendor') return `vendored code must not import the server's own code ('${spec}')`;
  const reExport = node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration';
  if (reExport && from.layer === 'module' && to.layer === 'module' && from.module !== to.module) {
    return `module '${from.module}' must not re-export module '${to.module}' ('${spec}'): whoever needs it asks '${to.module}' itself`;
  }
  if (reExport && from.isIndex && to.module === from.module && REPOSITORY_FILE.test(to.file) && !exportsTypesOnly(node)) {
    return `module '${from.module}' must not export its repository from index.ts ('${spec}'): other modules ask its service (row types may be exported)`;
  }
  if (to.file === 'src/compose.ts' && from.layer !== 'top') return `only main.ts may import compose.ts ('${spec}')`;
  if (to.layer === 'module' && from.module !== to.module && !to.isIndex) {
    return `${from.module ? `module '${from.module}'` : path.basename(from.file)} must import module '${to.module}' through its index.ts, not '${spec}'`;
  }
  return null;
}

/** Zone of a bare specifier like `@kindred/features/calendar`. */
function zoneOfSpecifier(spec) {
  const m = spec.match(/^@kindred\/(ui|features|app|server|contracts)(?:\/([^/]+))?(\/.*)?$/);
  if (!m) return null;
  return { pkg: m[1], feature: m[1] === 'features' ? (m[2] ?? null) : null, deep: Boolean(m[3]) };
}

const CLIENT_ONLY = /^(react|react-dom|react-aria-components|react-router|@tanstack\/|jotai|ky$|@vanilla-extract\/)/;
const APP_WIRING = /^(react-router|@tanstack\/react-query|@tanstack\/query|jotai|ky$|msw)/;

function check(fromZone, spec, target) {
  if (!fromZone) return null;
  const to = target ?? zoneOfSpecifier(spec);
  switch (fromZone.pkg) {
    case 'ui':
      if (to && to.pkg !== 'ui') return `ui must not import ${to.pkg} code ('${spec}')`;
      if (!to && APP_WIRING.test(spec)) return `ui must not import '${spec}': routing, data and state belong to features and app`;
      return null;
    case 'contracts':
      if (to && to.pkg !== 'contracts') return `contracts must not import ${to.pkg} code ('${spec}')`;
      if (!to && CLIENT_ONLY.test(spec)) return `contracts must not import client library '${spec}'`;
      return null;
    case 'server':
      if (to && to.pkg !== 'server' && to.pkg !== 'contracts') return `server must not import client code ('${spec}')`;
      if (!to && CLIENT_ONLY.test(spec)) return `server must not import client library '${spec}'`;
      return null;
    case 'features':
      if (!to) return null;
      if (to.pkg === 'app' || to.pkg === 'server') return `features must not import ${to.pkg} code ('${spec}')`;
      if (to.pkg === 'features' && !target && to.feature && to.feature === fromZone.feature) {
        return `feature '${fromZone.feature}' must import its own files by relative path, not '${spec}'`;
      }
      if (to.pkg === 'features' && to.feature && fromZone.feature && to.feature !== fromZone.feature && to.feature !== 'shared') {
        if (target) return `feature '${fromZone.feature}' must not reach into feature '${to.feature}' ('${spec}'); use @kindred/features/${to.feature}`;
        if (to.deep) return `feature '${fromZone.feature}' must import '${to.feature}' through its public entry point, not '${spec}'`;
      }
      return null;
    case 'app':
      if (!to) return null;
      if (to.pkg === 'server') return `app must not import server code ('${spec}')`;
      if (target && (to.pkg === 'features' || to.pkg === 'ui'))
        return `app must import ${to.pkg} through its public entry point (@kindred/${to.pkg}/...), not a relative path ('${spec}')`;
      if (to.pkg === 'features' && to.deep) return `app must import features through their public entry point, not '${spec}'`;
      return null;
    default:
      return null;
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', docs: { description: 'Enforce the monorepo dependency rule' }, schema: [] },
  create(context) {
    const filename = context.filename;
    const fromZone = zoneOf(filename);
    if (!fromZone) return {};
    function visit(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      const target = spec.startsWith('.') ? zoneOf(path.resolve(path.dirname(filename), spec)) : null;
      if (target && target.pkg === 'server' && fromZone.pkg === 'server') {
        const message = checkServer(fromZone, target, spec, node);
        if (message) context.report({ node: source, message });
        return;
      }
      // Relative imports within the same zone are always fine.
      if (target && target.pkg === fromZone.pkg && target.feature === fromZone.feature) return;
      const message = check(fromZone, spec, target);
      if (message) context.report({ node: source, message });
    }
    return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
  },
};

export default { rules: { 'dependency-rule': rule } };
