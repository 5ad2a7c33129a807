/**
 * Option lists and membership checks over the domain's lists (src/domain/enums.ts), without casts.
 * Statuses in server answers are already typed by their route schemas (src/server/http/contract.ts).
 */

/** `value` when it is one of `values`, else undefined. */
export function oneOf<T extends string>(
  values: readonly T[],
  value: string | null | undefined,
): T | undefined {
  return values.find((v) => v === value);
}

/** A typed option list for a select or filter: each value with its label, in the list's order. */
export function enumOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
