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
 * Parses with a schema built for this request (e.g. `withStayRules(schema, { now, timeZone })`),
 * throwing the same 400 as the route's own validation.
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw zodToAppError(parsed.error);
  return parsed.data;
}
