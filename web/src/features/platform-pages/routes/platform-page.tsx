import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { RichText } from '../../../components/rich-text';
import { useLocale } from '../../../i18n/i18n-provider';
import type { Locale } from '../../../i18n/locales';
import { PLATFORM_PAGES_URL } from '../../../lib/config';
import { PLATFORM_PAGES, type PlatformPageName } from '../content';

type Configured = { status: 'loading' } | { status: 'html'; html: string } | { status: 'shipped' };

/**
 * The deployment's own page, when VITE_PLATFORM_PAGES_URL names where they are; the shipped text
 * when it does not, or when its file cannot be read (a missing page is no reason for a blank one).
 */
function useConfiguredPage(page: PlatformPageName, locale: Locale): Configured {
  const [state, setState] = useState<{ key: string; value: Configured } | null>(null);
  const key = `${page}.${locale}`;
  useEffect(() => {
    if (!PLATFORM_PAGES_URL) return undefined;
    const controller = new AbortController();
    fetch(`${PLATFORM_PAGES_URL}/${key}.html`, { signal: controller.signal })
      .then(async (response) => {
        const html = response.ok ? await response.text() : '';
        setState({ key, value: html.trim() ? { status: 'html', html } : { status: 'shipped' } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'shipped' } });
      });
    return () => controller.abort();
  }, [key]);
  if (!PLATFORM_PAGES_URL) return { status: 'shipped' };
  return state?.key === key ? state.value : { status: 'loading' };
}

/** /terms, /privacy, /policies, /about and /faqs (spec part 1 §2.1: public static pages). */
export default function PlatformPage({ page }: { page: PlatformPageName }) {
  const { locale } = useLocale();
  const content = PLATFORM_PAGES[page][locale];
  const configured = useConfiguredPage(page, locale);
  useEffect(() => {
    const previous = document.title;
    document.title = `${content.title} · Aforo`;
    return () => {
      document.title = previous;
    };
  }, [content.title]);
  if (configured.status === 'loading') return <PageLoader />;
  return (
    <Container maxW="3xl" py="8" data-testid={`platform-page-${page}`}>
      {configured.status === 'html' ? (
        // The deployment's markup, sanitized like any stored rich text.
        <RichText html={configured.html} />
      ) : (
        <Stack gap="5">
          <Heading as="h1" size="2xl">
            {content.title}
          </Heading>
          <Text fontSize="lg">{content.intro}</Text>
          {content.sections.map((section) => (
            <Stack key={section.heading} gap="2" as="section">
              <Heading as="h2" size="md">
                {section.heading}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Container>
  );
}
