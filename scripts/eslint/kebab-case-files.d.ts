import type { ESLint } from 'eslint';

/** True when the file's name follows the naming rule: kebab-case, with TanStack Router's grammar in src/routes. */
export function isKebabCaseFile(path: string): boolean;

/** The ESLint plugin whose one rule, `kebab-case`, reports a file whose name does not follow it. */
export const fileNamesPlugin: ESLint.Plugin;
