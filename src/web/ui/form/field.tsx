import { useId, type ReactNode } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { guestInputClass, inputClass } from './styles';

/** A number input's text as a number; blank is NaN (the schema then says what is missing). */
export const inputNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const looks = {
  admin: {
    wrapper: 'flex flex-col gap-1',
    label: 'text-sm font-medium text-ink',
    hint: 'text-xs text-muted',
    error: 'text-sm text-red-700',
  },
  guest: {
    wrapper: '',
    label: 'mb-1 block text-sm font-medium',
    hint: 'mt-1 text-xs text-muted',
    error: 'mt-1 text-sm text-red-800',
  },
};

/** The ids a control points at with `aria-describedby`: its message, else its hint. */
export const errorId = (htmlFor: string) => `${htmlFor}-error`;
export const hintId = (htmlFor: string) => `${htmlFor}-hint`;

/**
 * One labelled control: the label, the control, a hint (while there is no error) and the error
 * message, with the ids `aria-describedby` points at (`useFormFields` wires the control).
 */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  className = '',
  look = 'admin',
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  hint?: string;
  /** Extra classes of the wrapper, e.g. a grid span. */
  className?: string;
  look?: 'admin' | 'guest';
  children: ReactNode;
}) {
  const style = looks[look];
  return (
    <div className={`${style.wrapper} ${className}`.trim() || undefined}>
      <label htmlFor={htmlFor} className={style.label}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={hintId(htmlFor)} className={style.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(htmlFor)} className={style.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `aria-invalid` and `aria-describedby` for a control with this id and message. */
function ariaFor(htmlFor: string, error: string | undefined) {
  return {
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId(htmlFor) : undefined,
  };
}

/**
 * A form's field wiring: `id(name)` (unique on the page, or `ids[name]` when given), `err(name)`
 * (its message), `aria(name)` (invalid + described by the message) and `input(name)`, every prop
 * a registered input or select needs.
 */
export function useFormFields<T extends FieldValues, O = T>(
  form: UseFormReturn<T, unknown, O>,
  {
    look = 'admin',
    ids = {},
  }: { look?: 'admin' | 'guest'; ids?: Partial<Record<string, string>> } = {},
) {
  const uid = useId();
  const { errors } = form.formState;
  const id = (name: string) => ids[name] ?? `${uid}-${name}`;
  const err = (name: Path<T>): string | undefined => {
    const error: FieldError | undefined = get(errors, name);
    return error?.message;
  };
  const aria = (name: Path<T>) => ariaFor(id(name), err(name));
  const input = (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    id: id(name),
    className: look === 'guest' ? guestInputClass : inputClass,
    ...aria(name),
    ...form.register(name, options),
  });
  return { id, err, aria, input };
}

/** What a shared group of fields needs from `useFormFields`, for the names it shows. */
export type FormFields<N extends string> = {
  id: (name: N) => string;
  err: (name: N) => string | undefined;
  input: (
    name: N,
    options?: { onChange?: () => void },
  ) => ReturnType<ReturnType<typeof useFormFields>['input']>;
};

/** A select's options from one of the domain's lists, each with its label. */
export function EnumOptions<T extends string>({
  values,
  labels,
}: {
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
