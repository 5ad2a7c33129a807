import type { FormEventHandler, ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Modal } from './dialog';

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
  submitVariant = 'primary',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A message not about one field (e.g. `form.formError()`). */
  formError?: string;
  children: ReactNode;
  wide?: boolean;
  /** `danger` for a submit that takes something out of use. */
  submitVariant?: ButtonVariant;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={title}
      description={description}
      wide={wide}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <FormError message={formError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={submitVariant} disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A form's message not about one field, announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}
