import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client';
import type { ToastInput } from '../../ui/toast';
import { Button } from './button';
import { Modal } from './modal';

export const VALIDATION_TOAST = {
  type: 'error',
  title: 'Validation Error',
  message: 'Please fix the errors below',
} as const satisfies ToastInput;

/** A name the form has a value for (`guest.firstName` counts when the form has `guest`). */
function isFieldPath<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: string,
): name is Path<T> & string {
  return Object.hasOwn(form.getValues(), name.split('.')[0]!);
}

/**
 * Puts messages under the fields they name: the first message per field, focus on the first
 * (unless `focus` is false); a
 * name the form has no field for becomes the form-level message (`errors.root.server`).
 * Returns how many fields got a message.
 */
export function setFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  entries: Iterable<readonly [string, string]>,
  { type, focus = true }: { type?: 'server'; focus?: boolean } = {},
): number {
  const seen = new Set<string>();
  for (const [field, message] of entries) {
    const name = isFieldPath(form, field) ? field : 'root.server';
    if (seen.has(name)) continue;
    form.setError(name, type ? { type, message } : { message }, {
      shouldFocus: focus && seen.size === 0,
    });
    seen.add(name);
  }
  return seen.size;
}

/**
 * Puts a 400's `fields` (`{ field: message }`) on the form's fields, so the server's words show
 * under the inputs they are about. Returns true when the error was such a field error.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  err: unknown,
): boolean {
  if (!(err instanceof ApiError) || err.code !== 'VALIDATION_ERROR' || !err.fields) return false;
  return setFieldErrors(form, Object.entries(err.fields), { type: 'server' }) > 0;
}

/** A modal with a form: the submit and cancel buttons, the form-level error, busy state. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busy,
  onSubmit,
  formError,
  children,
  wide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A message not about one field (e.g. `errors.root?.server?.message`). */
  formError?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
      wide={wide}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
