import type { Rule } from 'eslint';

declare const csvWriter: { rules: { 'one-writer': Rule.RuleModule } };
export default csvWriter;
