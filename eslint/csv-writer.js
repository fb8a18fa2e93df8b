/**
 * One CSV writer (decision 093): every CSV the app writes goes through common/domain/csv.ts, which
 * escapes formulas. Elsewhere this rule refuses papaparse's `unparse` (imported, destructured or
 * called), other CSV-writing packages, and an answer sent as text/csv by hand (`reply.type(...)`,
 * `reply.header(...)` with a 'text/csv' literal: use CSV_CONTENT_TYPE with toCsv).
 */
const WRITERS = /^(csv-stringify|json2csv|@json2csv\/[^/]+|fast-csv|@fast-csv\/format|csv-writer|objects-to-csv)(\/.*)?$/;
const MESSAGE = 'Write CSV only with toCsv from common/domain/csv.ts (it escapes formulas).';

const isUnparse = (node) =>
  node && ((node.type === 'Identifier' && node.name === 'unparse') || (node.type === 'Literal' && node.value === 'unparse'));

const startsCsvType = (node) =>
  (node?.type === 'Literal' && typeof node.value === 'string' && /^\s*text\/csv/i.test(node.value)) ||
  (node?.type === 'TemplateLiteral' && /^\s*text\/csv/i.test(node.quasis[0]?.value.cooked ?? ''));

const oneWriter = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node) => context.report({ node, message: MESSAGE });
    const source = (node) => {
      const from = node.source?.value;
      if (typeof from === 'string' && WRITERS.test(from)) report(node);
    };
    return {
      ImportDeclaration(node) {
        source(node);
        if (node.source.value === 'papaparse')
          for (const s of node.specifiers) if (s.type === 'ImportSpecifier' && isUnparse(s.imported)) report(s);
      },
      ImportExpression: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
      MemberExpression(node) {
        if (isUnparse(node.property)) report(node);
      },
      'ObjectPattern > Property'(node) {
        if (isUnparse(node.key)) report(node);
      },
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null;
        if ((name === 'type' || name === 'header') && node.arguments.some(startsCsvType)) report(node);
      },
    };
  },
};

export default { rules: { 'one-writer': oneWriter } };
