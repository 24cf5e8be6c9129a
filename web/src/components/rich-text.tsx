import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/rich-text-sanitizer';

/**
 * Organizer-written markup (descriptions, registration_message, informative sections): stored
 * HTML is sanitized before it reaches the page, since anyone with admin rights on an event can
 * write it and any visitor reads it. The API stores it sanitized with the same allow-list
 * (RICH_TEXT_PURIFY_CONFIG); this covers bodies stored before that, or written around the API.
 */
export function RichText({ html, ...box }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      {...box}
      css={{
        '& p': { marginBottom: '2' },
        '& a': { textDecoration: 'underline' },
        '& ul, & ol': { paddingStart: '5' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** Whether stored rich text has anything to show once its tags are gone. */
export function hasText(html: string | null | undefined): boolean {
  return (html ?? '').replace(/<[^>]*>/g, '').trim() !== '';
}
