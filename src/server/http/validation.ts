import type { FieldIssue } from '../../domain/stay-rules';
import { badRequest } from './errors';

/** Throws a 400 VALIDATION_ERROR carrying the first message and every field's message. */
export function throwIfIssues(issues: FieldIssue[]): void {
  if (issues.length === 0) return;
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field] ??= issue.message;
  throw badRequest(issues[0]!.message, fields);
}
