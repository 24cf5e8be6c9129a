/** The language the mails are written in (their subjects and paragraphs are Spanish). */
export const MAIL_LANGUAGE = 'es';

/**
 * An Auth action link (sign-in, password reset) in the language of the mail that carries it. The
 * Admin SDK has no language option and writes `lang=en` into every link it generates; the
 * action page Firebase shows for a link (and any text it adds) follows that parameter.
 */
export function inMailLanguage(link: string, lang: string = MAIL_LANGUAGE): string {
  const url = new URL(link);
  url.searchParams.set('lang', lang);
  return url.toString();
}
