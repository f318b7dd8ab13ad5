import { basename } from 'node:path';

/**
 * File names are kebab-case (docs/design.md §9, convention 8), with TanStack Router's grammar in src/routes:
 * `__root`, a `_layout` prefix, a `-private` (not a route) prefix, `$param`, whose name is the param's
 * (an identifier, so camelCase like `$payoutId`), and `$` alone, the splat (catch-all) route.
 */
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;
const ROUTE_PREFIX = /^(__|_|-)/;
const ROUTE_PARAM = /^\$([a-z][a-zA-Z0-9]*)?(\.[a-z0-9]+)+$/;

/** A folder's page, by the name GitHub and editors open it by (sandbox/README.md). */
const FOLDER_PAGE = 'README.md';

export function isKebabCaseFile(path) {
  const name = basename(path);
  if (name === FOLDER_PAGE) return true;
  const inRoutes = /(^|[\\/])src[\\/]routes[\\/]/.test(path);
  if (!inRoutes) return KEBAB.test(name);
  return ROUTE_PARAM.test(name) || KEBAB.test(name.replace(ROUTE_PREFIX, ''));
}

/** An ESLint plugin with the one rule; reported once per file, on its first line. */
export const fileNamesPlugin = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case.' } },
      create(context) {
        return {
          Program(node) {
            if (!isKebabCaseFile(context.filename))
              context.report({
                node,
                loc: { line: 1, column: 0 },
                messageId: 'name',
                data: { name: basename(context.filename) },
              });
          },
        };
      },
    },
  },
};
