import type { Locale } from './locales';

/*
 * Convention for messages:
 * - A feature's own strings live beside its code, in `features/<x>/messages.ts`, written with
 *   `defineMessages` (es, en and pt at once; the type makes en and pt define exactly the keys of
 *   es, prefixed with the feature's name).
 * - The app registers them: `web/src/app/messages.ts` lists every feature's messages, merges them
 *   for the I18nProvider and adds their keys to `FeatureMessageKeys`, so `useT` accepts them.
 *   i18n/ never imports a feature (lint enforces it).
 * - Strings of the app frame, components/ and lib/ stay in the shared catalogues i18n/es.ts,
 *   en.ts and pt.ts (as do those of features written before this convention).
 */

/**
 * The keys of every registered feature message. Empty here: web/src/app/messages.ts fills it by
 * declaration merging, which is how a shared layer learns the keys without importing a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureMessageKeys {}

/** Messages in the three languages, as defineMessages returns them. */
export type MessagesByLocale = Record<Locale, Record<string, string>>;

/** A feature's own messages in the three languages (see the convention above). */
export function defineMessages<K extends string>(messages: {
  es: Record<K, string>;
  en: NoInfer<Record<K, string>>;
  pt: NoInfer<Record<K, string>>;
}) {
  return messages;
}

/** The key type of one defineMessages result, for the app's FeatureMessageKeys. */
export type KeysOf<M> = M extends { es: Record<infer K, string> } ? K : never;

/** All the given message sets in one, per language. */
export function mergeMessages(sets: readonly MessagesByLocale[]): MessagesByLocale {
  const merged: MessagesByLocale = { es: {}, en: {}, pt: {} };
  for (const set of sets) {
    for (const locale of Object.keys(merged) as Locale[])
      Object.assign(merged[locale], set[locale]);
  }
  return merged;
}
