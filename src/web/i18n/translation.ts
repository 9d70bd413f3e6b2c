/**
 * Shape of a translation: the same keys as the English source, every leaf a string.
 * The English files are the source of truth (`as const`); other languages are typed with this.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
