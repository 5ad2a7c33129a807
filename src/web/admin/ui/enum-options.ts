/**
 * Statuses and kinds arrive from the server as the domain's values; these read them against the
 * domain's list (src/domain/enums.ts) without casting.
 */

/** `value` when it is one of `values`, else undefined. */
export function oneOf<T extends string>(
  values: readonly T[],
  value: string | null | undefined,
): T | undefined {
  return values.find((v) => v === value);
}

/** The label of one of `values`; anything else shows as itself. */
export function labelOf<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
  value: string,
): string {
  const known = oneOf(values, value);
  return known ? labels[known] : value;
}

/** A typed option list for a select or filter: each value with its label, in the list's order. */
export function enumOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
