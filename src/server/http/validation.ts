import type { FieldIssue } from '../../domain/stay-rules';
import type { z } from 'zod';
import { badRequest, zodToAppError } from './errors';

/** Throws a 400 VALIDATION_ERROR carrying the first message and every field's message. */
export function throwIfIssues(issues: FieldIssue[]): void {
  if (issues.length === 0) return;
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field] ??= issue.message;
  throw badRequest(issues[0]!.message, fields);
}

/**
 * Parses with a schema the route's validator did not run (e.g. a body merged with stored values),
 * throwing the same 400 as the route's own validation. Never build a schema per request to parse
 * with: zod compiles every new schema on its first parse (decision 0134).
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw zodToAppError(parsed.error);
  return parsed.data;
}
