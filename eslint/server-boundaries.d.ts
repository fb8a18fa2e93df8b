import type { Rule } from 'eslint';

declare const serverBoundaries: { rules: { 'area-imports': Rule.RuleModule } };
export default serverBoundaries;
