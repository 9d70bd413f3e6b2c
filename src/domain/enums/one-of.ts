/**
 * Narrowing membership test for the const arrays in this folder. `includes` on a readonly
 * tuple does not narrow an unknown value, and every form and handler needs exactly that.
 */
export function isOneOf<const T extends readonly (string | number)[]>(values: T, value: unknown): value is T[number] {
  return (values as readonly unknown[]).includes(value);
}
