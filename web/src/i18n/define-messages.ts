/**
 * A feature's own messages in the three languages, merged into the catalogues by es.ts, en.ts and
 * pt.ts. The type makes en and pt define exactly the keys of es, so a feature can keep its
 * strings beside its code without three shared files changing in every pull request.
 */
export function defineMessages<K extends string>(messages: {
  es: Record<K, string>;
  en: NoInfer<Record<K, string>>;
  pt: NoInfer<Record<K, string>>;
}) {
  return messages;
}
