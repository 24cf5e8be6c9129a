/**
 * The platform's own pages, each at `/{name}` (spec part 1 §2.1). Apart from the texts so the
 * router and the footer name them without loading them.
 */
export const PLATFORM_PAGE_NAMES = ['about', 'terms', 'privacy', 'policies', 'faqs'] as const;
export type PlatformPageName = (typeof PLATFORM_PAGE_NAMES)[number];
