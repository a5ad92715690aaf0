import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { RouteDef } from '@booking/shared-contracts';
import { invalidRequest, type FieldIssue } from '../errors';
import type { AppContext } from '../state';
import { hostileInputIssues } from './inputGuards';
import { schemaTypeIssues } from './schemaTypes';

/** The validated, cast and stripped input of a route, as its handler receives it. */
export interface ValidatedInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

type Part = FieldIssue['in'];

async function validatePart(
  part: Part,
  schema: ObjectSchema<AnyObject> | undefined,
  value: unknown,
  issues: FieldIssue[],
): Promise<unknown> {
  if (!schema) return part === 'body' ? undefined : {};
  // What no schema should ever see: built-in key names, control characters, non-strings for strings.
  const refused = [...hostileInputIssues(part, value), ...schemaTypeIssues(part, schema, value)];
  if (refused.length > 0) {
    issues.push(...refused);
    return undefined;
  }
  try {
    // Unknown keys are dropped so a handler only ever sees what the contract names.
    return await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    // A schema that trips over a value it did not expect is still the value's fault, never a 500.
    if (!(error instanceof ValidationError)) {
      issues.push({ in: part, path: '', message: `${part} could not be read` });
      return undefined;
    }
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const item of inner) issues.push({ in: part, path: item.path ?? '', message: item.message });
    return undefined;
  }
}

/**
 * Checks path parameters, query and body against the route's contract schemas (all problems at once,
 * not just the first) and returns the cast values; throws 400 invalid_request with one detail per problem.
 */
export async function validateInput(def: RouteDef, ctx: AppContext): Promise<ValidatedInput> {
  const issues: FieldIssue[] = [];
  const params = await validatePart('params', def.params, (ctx as { params?: unknown }).params, issues);
  const query = await validatePart('query', def.query, ctx.query, issues);
  const body = await validatePart('body', def.body, ctx.request.body, issues);
  if (issues.length > 0) {
    const summary = issues.map((issue) => issue.message).join('; ');
    throw invalidRequest(issues, `Invalid request: ${summary}`);
  }
  return { params: params as Record<string, unknown>, query: query as Record<string, unknown>, body };
}

/** Koa middleware form of `validateInput`: stores the validated input on `ctx.state.input`. */
export function validateRoute(def: RouteDef) {
  return async (ctx: AppContext & { state: { input?: ValidatedInput } }, next: () => Promise<unknown>) => {
    ctx.state.input = await validateInput(def, ctx);
    await next();
  };
}
