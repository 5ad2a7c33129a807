import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client';
import type { ToastInput } from '../toast-types';

export const VALIDATION_TOAST = {
  type: 'error',
  title: 'Validation Error',
  message: 'Please fix the errors below',
} as const satisfies ToastInput;

/** A name the form has a value for (`guest.firstName` counts when the form has `guest`). */
function isFieldPath<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: string,
): name is Path<T> & string {
  return Object.hasOwn(form.getValues(), name.split('.')[0]!);
}

/**
 * Puts messages under the fields they name: the first message per field, focus on the first
 * (unless `focus` is false); a name the form has no field for becomes the form-level message
 * (`errors.root.server`), or is left out with `others: 'skip'`. Returns how many got a message.
 */
function setFieldErrors<T extends FieldValues, O = T>(
  form: UseFormReturn<T, unknown, O>,
  entries: Iterable<readonly [string, string]>,
  {
    type,
    focus = true,
    others = 'root',
  }: { type?: 'server'; focus?: boolean; others?: 'root' | 'skip' } = {},
): number {
  const seen = new Set<string>();
  for (const [field, message] of entries) {
    const known = isFieldPath(form, field);
    if (!known && others === 'skip') continue;
    const name = known ? field : 'root.server';
    if (seen.has(name)) continue;
    form.setError(name, type ? { type, message } : { message }, {
      shouldFocus: focus && seen.size === 0,
    });
    seen.add(name);
  }
  return seen.size;
}

/**
 * The one server-error mapper (decision 0139): a 400's `fields` (`{ field: message }`, see
 * `ApiError.fields`) go under the inputs they are about; `rename` maps the API's paths to the
 * form's names. Returns how many messages were placed (0 when the error was not a field error).
 */
export function applyServerErrors<T extends FieldValues, O = T>(
  form: UseFormReturn<T, unknown, O>,
  err: unknown,
  {
    rename = (path: string) => path,
    others = 'root',
    anyCode = false,
  }: {
    rename?: (path: string) => string;
    /** What to do with a field the form does not have: the form-level message, or nothing. */
    others?: 'root' | 'skip';
    /** Also map `fields` of an answer that is not a VALIDATION_ERROR. */
    anyCode?: boolean;
  } = {},
): number {
  if (!(err instanceof ApiError) || !err.fields) return 0;
  if (!anyCode && err.code !== 'VALIDATION_ERROR') return 0;
  const entries = Object.entries(err.fields).map(([path, m]) => [rename(path), m] as const);
  return setFieldErrors(form, entries, { type: 'server', others });
}
