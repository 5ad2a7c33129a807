import { useId, type ReactNode } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/** A number input's text as a number; blank is NaN (the schema then says what is missing). */
export const inputNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const inputClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink placeholder:text-stone-500 focus-visible:border-moss aria-[invalid=true]:border-red-700';

export function Field({
  label,
  htmlFor,
  error,
  hint,
  className = '',
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  hint?: string;
  /** Extra classes of the wrapper, e.g. a grid span. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p id={`${htmlFor}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A form's field wiring: `id(name)` (unique on the page), `err(name)` (its message),
 * `aria(name)` (invalid + described by the message) and `input(name)`, every prop a registered
 * input or select needs.
 */
export function useFormFields<T extends FieldValues>(form: UseFormReturn<T>) {
  const uid = useId();
  const { errors } = form.formState;
  const id = (name: string) => `${uid}-${name}`;
  const err = (name: Path<T>): string | undefined => {
    const error: FieldError | undefined = get(errors, name);
    return error?.message;
  };
  const aria = (name: Path<T>) => ({
    'aria-invalid': Boolean(err(name)),
    'aria-describedby': err(name) ? `${id(name)}-error` : undefined,
  });
  const input = (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    id: id(name),
    className: inputClass,
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
