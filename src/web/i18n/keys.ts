import type { KnownKey } from '../../domain/i18n/translate';
import type { ApiMessageKey } from '../../domain/messages/api-message-keys';
import type { FormMessageKey } from '../../domain/forms/messages';
import type consoleTexts from '../admin/locales/en';
import type about from './locales/en/about';
import type common from './locales/en/common';
import type faq from './locales/en/faq';
import type legal from './locales/en/legal';
import type loan from './locales/en/loan';
import type me from './locales/en/me';
import type offline from './locales/en/offline';
import type onboarding from './locales/en/onboarding';
import type promo from './locales/en/promo';
import type repay from './locales/en/repay';
import type service from './locales/en/service';

/**
 * The app's translation keys as types, derived from the English texts (the source every other
 * language is typed against), so a key with a typo fails the type check instead of showing the
 * raw key. Types only: nothing here reaches the bundle.
 */
interface Namespaces {
  about: typeof about;
  common: typeof common;
  /** The operator console's texts (bundled with its own entry, src/web/admin/i18n.ts). */
  console: typeof consoleTexts;
  faq: typeof faq;
  legal: typeof legal;
  loan: typeof loan;
  me: typeof me;
  offline: typeof offline;
  onboarding: typeof onboarding;
  promo: typeof promo;
  repay: typeof repay;
  service: typeof service;
}

export type Namespace = keyof Namespaces | 'messages';

/** Every dotted path to a text in a nested table: { a: { b: 'x' } } → 'a.b'. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A plural family (`days_one`, `days_other`) is asked for by its base key with a count. */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : never;
type WithPlurals<K extends string> = K | PluralBase<K>;

type KeysOf = { [N in keyof Namespaces]: WithPlurals<Leaves<Namespaces[N]>> } & {
  messages: ApiMessageKey | FormMessageKey;
};

/** The keys of the given namespaces, as `t` of `useTranslation(ns)` takes them without a prefix. */
export type KeyIn<N extends Namespace> = KeysOf[N];

/** A key with its namespace: 'loan:home.banner.canLoan'. */
export type QualifiedKey = { [N in Namespace]: `${N}:${KeysOf[N]}` }[Namespace];

/** What `t` of the namespaces N accepts for a key S (see KnownKey). */
export type CheckedKey<S extends string, N extends Namespace> = KnownKey<S, KeyIn<N> | QualifiedKey>;
