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

/**
 * Puts a 400's `fields` (`{ field: message }`) on the form's fields, so the server's words show
 * under the inputs they are about. Returns true when the error was such a field error.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  err: unknown,
): boolean {
  if (!(err instanceof ApiError) || err.code !== 'VALIDATION_ERROR' || !err.fields) return false;
  const known = new Set(Object.keys(form.getValues()));
  let first = true;
  let placed = false;
  for (const [field, message] of Object.entries(err.fields)) {
    const name = known.has(field.split('.')[0]!) ? field : 'root.server';
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
    placed = true;
  }
  return placed;
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
