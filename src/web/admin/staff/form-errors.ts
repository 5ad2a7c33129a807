import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/client';

/** Puts the server's field errors on the form; returns false when there were none. */
export function applyFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(err instanceof ApiError) || !err.fields) return false;
  for (const [field, message] of Object.entries(err.fields))
    setError(field as Path<T>, { message });
  return true;
}
