import path from 'node:path';

/**
 * The server's layers (docs/ARCHITECTURE.md): infrastructure and the core (everything in server/
 * outside server/features/) never import an area; an area imports another area only through that
 * area's public entry file (server/features/<area>/index.ts). app.ts, main.ts and the seed compose
 * the areas and may import them. Only relative imports can reach an area, so only those are checked.
 */
const ROOT = process.cwd();
const AREA = /^server\/features\/([^/]+)(?:\/(.*))?$/;
const COMPOSERS = [/^server\/app\.ts$/, /^server\/main\.ts$/, /^server\/db\/seed\//];
const ENTRY = /^(index(\.ts)?)?$/;

function check(context, node, spec) {
  if (typeof spec !== 'string' || !spec.startsWith('.')) return;
  const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
  const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), spec)).split(path.sep).join('/');
  const targetArea = AREA.exec(target);
  if (!targetArea) return;
  const fromArea = AREA.exec(from);
  if (!fromArea) {
    if (COMPOSERS.some((re) => re.test(from))) return;
    context.report({ node, message: `Infrastructure and the core never import an area (${target}): move what both need into server/core/.` });
    return;
  }
  if (fromArea[1] === targetArea[1]) return;
  if (!ENTRY.test(targetArea[2] ?? '')) {
    context.report({ node, message: `Import the ${targetArea[1]} area through its entry file '../${targetArea[1]}', not its internals.` });
  }
}

const areaImports = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const source = (node) => check(context, node, node.source?.value);
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
      ImportExpression: source,
    };
  },
};

export default { rules: { 'area-imports': areaImports } };
