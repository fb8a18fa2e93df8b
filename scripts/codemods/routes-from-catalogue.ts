/**
 * One-off codemod (kept for branches that still register routes the old way):
 * `r.get('/api/x', opts, handler)` → `r.route({ ...at(areaEndpoints.name), ...opts, handler })`,
 * looking the endpoint up in the catalogue by method and path. Run: `npx tsx scripts/codemods/routes-from-catalogue.ts [files]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import ts from 'typescript';
import { endpoints } from '../../common/contracts/endpoints';

const byKey = new Map<string, { area: string; name: string }>();
for (const [area, group] of Object.entries(endpoints)) {
  for (const [name, e] of Object.entries(group as Record<string, { method: string; path: string }>)) {
    byKey.set(`${e.method} ${e.path}`, { area, name });
  }
}
const fileOfArea = (area: string) => area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : execSync('grep -rlE "\\.(get|post|put|patch|delete)\\(" server --include=*.ts', { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && !f.endsWith('.test.ts') && !f.includes('/test/'));

for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['get', 'post', 'put', 'patch', 'delete'].includes(node.expression.name.text) &&
      node.arguments.length >= 2 &&
      ts.isStringLiteral(node.arguments[0]!) &&
      node.arguments[0].text.startsWith('/api/')
    ) {
      const method = node.expression.name.text.toUpperCase();
      const url = (node.arguments[0] as ts.StringLiteral).text;
      const found = byKey.get(`${method} ${url}`);
      if (!found) {
        console.error(`${file}: ${method} ${url} is not in the catalogue`);
      } else {
        const ref = `${found.area}Endpoints.${found.name}`;
        used.add(found.area);
        const options = node.arguments.length === 3 ? node.arguments[1]! : undefined;
        const handler = node.arguments[node.arguments.length - 1]!;
        let optionText = '';
        if (options) {
          if (!ts.isObjectLiteralExpression(options))
            throw new Error(`${file}: options not an object literal at ${url}`);
          optionText = options.properties.map((p) => p.getText(source)).join(',\n') + ',\n';
        }
        const target = node.expression.expression.getText(source);
        edits.push({
          start: node.getStart(source),
          end: node.getEnd(),
          text: `${target}.route({\n...at(${ref}),\n${optionText}handler: ${handler.getText(source)},\n})`,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!edits.length) continue;
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  const rel = (target: string) => {
    const r = path.relative(path.dirname(file), target).replace(/\\/g, '/');
    return r.startsWith('.') ? r : `./${r}`;
  };
  const imports = [
    `import { at } from '${rel('server/lib/route-at')}';`,
    ...[...used].map(
      (area) => `import { ${area}Endpoints } from '@common/contracts/endpoints/${fileOfArea(area)}';`,
    ),
  ].filter((line) => !out.includes(line));
  const lastImport = [...out.matchAll(/^import [^;]+;$/gms)].pop();
  const at = lastImport ? lastImport.index! + lastImport[0].length : 0;
  out = out.slice(0, at) + '\n' + imports.join('\n') + out.slice(at);
  fs.writeFileSync(file, out);
  console.log(`${file}: ${edits.length} routes`);
}
