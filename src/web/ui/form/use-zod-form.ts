import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../toast';
import type { ToastInput } from '../toast-types';
import { applyServerErrors, VALIDATION_TOAST } from './server-errors';

type Schema = z.ZodType<unknown, unknown>;

/** The first message in an error node (a field the schema reads as a list or object). */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const child of Object.values(node)) {
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * A form's text fields may be read by the schema as numbers or lists (`toInput`): an error deeper
 * than the field (`inclusions.2`) is shown on the field, its first message. Nested values (a
 * group of fields, the rows of a field array) keep their paths (`charge.unitPrice`, `guests.1.name`).
 */
function onFields<T extends FieldValues>(errors: FieldErrors, values: T): FieldErrors<T> {
  const out: Record<string, unknown> = {};
  for (const [name, node] of Object.entries(errors)) {
    if (!Object.hasOwn(values, name)) {
      // A rule about something the form does not show (e.g. the villa id): the form-level message.
      const message = firstMessage(node);
      if (message && !out.root) out.root = { server: { type: 'custom', message } };
      continue;
    }
    const value: unknown = values[name];
    // A field of the form's own (text, a list of strings); rows of a field array keep their paths.
    const leaf =
      value === null ||
      typeof value !== 'object' ||
      (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object'));
    const message = leaf ? firstMessage(node) : undefined;
    out[name] =
      leaf && message && typeof (node as { message?: unknown }).message !== 'string'
        ? { type: 'custom', message }
        : node;
  }
  return out as FieldErrors<T>;
}

export type ZodFormOptions<T extends FieldValues, S extends Schema> = Omit<
  UseFormProps<T, unknown, z.output<S>>,
  'resolver' | 'defaultValues'
> & {
  /** The domain's schema, the same one the server runs (read at each check: may change per render). */
  schema: S;
  defaultValues: DefaultValues<T>;
  /** The form's values as the schema reads them (text → numbers, lines → lists); default: as they are. */
  toInput?: (values: T) => z.input<S>;
  /** Shown when the form's own checks fail; null for none. Default: the "Validation Error" toast. */
  invalidToast?: ToastInput | null;
};

/**
 * The one way to build a form (decision 0139): react-hook-form with the domain's zod schema as
 * its resolver (`zodResolver`), first message per field, the validation toast when a submit is
 * refused, and `serverErrors(err)` to put the API's `fields` under their inputs.
 * `onValid(handler)` gives the submit handler the parsed values (`z.output` of the schema).
 */
export function useZodForm<T extends FieldValues, S extends Schema>({
  schema,
  toInput,
  invalidToast = VALIDATION_TOAST,
  ...options
}: ZodFormOptions<T, S>) {
  const toast = useToast();
  const latest = useRef({ schema, toInput });
  latest.current = { schema, toInput };
  const resolver: Resolver<T, unknown, z.output<S>> = async (values, context, resolverOptions) => {
    const { schema: current, toInput: convert } = latest.current;
    const input = (convert ? convert(values) : values) as FieldValues;
    const check = zodResolver(current as never) as unknown as Resolver<FieldValues>;
    const result = await check(input, context, resolverOptions as never);
    if (Object.keys(result.errors).length === 0) return result as never;
    return { values: {}, errors: onFields(result.errors, values) };
  };
  const form: UseFormReturn<T, unknown, z.output<S>> = useForm<T, unknown, z.output<S>>({
    ...options,
    resolver,
  });
  return Object.assign(form, {
    /** The submit handler: the parsed values when the checks pass, else the toast. */
    onValid: (handler: (data: z.output<S>) => unknown) =>
      form.handleSubmit(handler as never, () => {
        if (invalidToast) toast(invalidToast);
      }),
    /** Puts a failed call's field messages on the form; returns how many were placed. */
    serverErrors: (err: unknown, how?: Parameters<typeof applyServerErrors>[2]) =>
      applyServerErrors(form, err, how),
    /** The message not about one field (the server named a field the form does not have). */
    formError: (): string | undefined => form.formState.errors.root?.server?.message,
  });
}
