/**
 * What a client in the browser needs to call an operation: its method and path, and whether it
 * declares a body. The website's routes are generated from its declarations (website/routes.ts)
 * so that its pages carry these few strings instead of every request and answer schema; the
 * declaration stays the route's type, so a call is typed as if made with the declaration itself.
 */
import type { HttpMethod, OperationDeclaration } from './operation.js';

export interface OperationRoute<O extends OperationDeclaration = OperationDeclaration> {
  readonly id: O['id'];
  readonly method: HttpMethod;
  readonly path: string;
  /** Present when the operation declares a JSON body. */
  readonly body?: true;
  /** Type only (never set): the declaration this route was generated from. */
  readonly declaration?: O;
}

/** The declaration a route stands for. */
export type DeclarationOf<R extends OperationRoute> = R extends OperationRoute<infer O> ? O : never;

/** The route of a declaration: what website/routes.ts holds for it. */
export function routeOf<O extends OperationDeclaration>(operation: O): OperationRoute<O> {
  return { id: operation.id, method: operation.method, path: operation.path, ...(operation.body ? { body: true as const } : {}) };
}

/**
 * The text of a routes file (website/routes.ts, driver/routes.ts): one route per operation, typed by its declaration through a type
 * import only, which the build leaves out. `catalogue` is the constant the declarations come from.
 */
export function renderRoutes(
  name: string,
  catalogue: { constant: string; from: string; test?: string },
  operations: Record<string, OperationDeclaration>,
  description = "The method and path of each operation the website's pages call with its keys, typed by its declaration.",
): string {
  const test = catalogue.test ?? 'website/routes.test.ts';
  const lines = Object.values(operations).map((operation) => {
    const { id, method, path, body } = routeOf(operation);
    return `  ${id}: { id: '${id}', method: '${method}', path: '${path}'${body ? ', body: true' : ''} } as Route<'${id}'>,`;
  });
  return [
    `// Generated from ${catalogue.constant} by ${test}: run \`npx vitest run packages/contract/src/${test} -u\` after changing a declaration.`,
    `import type { OperationRoute } from '../operation-route.js';`,
    `import type { ${catalogue.constant} } from '${catalogue.from}';`,
    '',
    `type Route<K extends keyof typeof ${catalogue.constant}> = OperationRoute<(typeof ${catalogue.constant})[K]>;`,
    '',
    `/** ${description} */`,
    `export const ${name} = {`,
    ...lines,
    '};',
    '',
  ].join('\n');
}
