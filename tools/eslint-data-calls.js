// @ts-check
/**
 * One shape for a data call on the client: a feature's call lives in its `api/` folder, in a file named after what
 * it does, as the fetcher, its query (or mutation) options and the hook. Components call those hooks; they never
 * hold a query or a mutation of their own, so every call, its key and its cache rules are found in one place.
 *
 * This rule refuses TanStack Query's query and mutation hooks in a component file. Which files are components is
 * the configuration's choice (eslint.config.js: every `components/` folder, stories and tests aside).
 */

/** The hooks that make a query or a mutation. */
const DATA_HOOKS = new Set([
  'useQuery',
  'useQueries',
  'useSuspenseQuery',
  'useSuspenseQueries',
  'useInfiniteQuery',
  'useSuspenseInfiniteQuery',
  'useMutation',
]);

const isQueryLibrary = (source) => source === '@tanstack/react-query';

const message = (name) =>
  `A component calls its feature's hooks: move this ${name} into the feature's api/ file for the call (fetcher, options and hook together).`;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', docs: { description: "Keep TanStack Query's query and mutation hooks out of components" }, schema: [] },
  create(context) {
    /** Local names of `import * as x from '@tanstack/react-query'`. */
    const namespaces = new Set();
    return {
      ImportDeclaration(node) {
        if (!isQueryLibrary(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
          if (specifier.type !== 'ImportSpecifier') continue;
          const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
          if (DATA_HOOKS.has(imported)) context.report({ node: specifier, message: message(imported) });
        }
      },
      ExportNamedDeclaration(node) {
        if (!node.source || !isQueryLibrary(node.source.value)) return;
        for (const specifier of node.specifiers) {
          const local = specifier.local.type === 'Identifier' ? specifier.local.name : String(specifier.local.value);
          if (DATA_HOOKS.has(local)) context.report({ node: specifier, message: message(local) });
        }
      },
      MemberExpression(node) {
        if (node.object.type !== 'Identifier' || !namespaces.has(node.object.name)) return;
        const name = node.property.type === 'Identifier' && !node.computed ? node.property.name : null;
        if (name && DATA_HOOKS.has(name)) context.report({ node, message: message(name) });
      },
    };
  },
};

export default { rules: { 'hooks-only-in-api': rule } };
