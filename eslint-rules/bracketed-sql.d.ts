import type { ESLint, Rule } from 'eslint';

export const bracketedSql: Rule.RuleModule;
export function topLevelConnectives(text: string): string[];
declare const plugin: ESLint.Plugin;
export default plugin;
