// An import resolver (eslint-module-utils interface 2) for the path aliases of
// tsconfig.base.json, so eslint-plugin-boundaries checks `@/api/x` exactly as it checks
// `../../api/x`. It rewrites the alias to a path and lets eslint-import-resolver-node do the
// resolving. (eslint-import-resolver-typescript would do this too, but its native resolver
// ships per-platform packages that an offline npm mirror may lack, which breaks `npm ci`.)
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

/** `{ "@/*": ["./src/*"] }` → `[["@", "<root>/src"]]`, longest prefix first. */
function aliasesOf(tsconfigPath) {
  const { compilerOptions } = require(tsconfigPath);
  const base = path.dirname(tsconfigPath);
  return Object.entries(compilerOptions.paths ?? {})
    .map(([key, [target]]) => [
      key.replace(/\/\*$/, ''),
      path.join(base, target.replace(/\/\*$/, '')),
    ])
    .sort((a, b) => b[0].length - a[0].length);
}

exports.interfaceVersion = 2;

exports.resolve = (source, file, config = {}) => {
  const { tsconfig, ...nodeOptions } = config;
  const aliases = tsconfig ? aliasesOf(tsconfig) : [];
  const hit = aliases.find(([prefix]) => source === prefix || source.startsWith(`${prefix}/`));
  const target = hit ? hit[1] + source.slice(hit[0].length) : source;
  return nodeResolver.resolve(target, file, nodeOptions);
};
