import { Button, HStack, Link, Text } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import type { LandingTheme } from '../../../lib/landing-theme';

/**
 * "Compartir" on the landing: a WhatsApp link with the event's name and address, and the address
 * copied to the clipboard. The address shared is the landing's own, without a section; Hosting
 * answers it with the event's preview tags, so the chat shows its title and picture.
 */
export function ShareActions({
  event,
  basePath,
  theme,
}: {
  event: AforoEvent;
  basePath: string;
  theme: LandingTheme;
}) {
  const t = useT();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const url = `${window.location.origin}${basePath}`;
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(
    t('landing.shareText', { name: event.name, url }),
  )}`;
  const copy = () => {
    // No clipboard (an insecure origin, a refused permission): the address is shown to copy.
    const write = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
    write.then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  const colors = { color: theme.pageText, borderColor: theme.pageText };
  return (
    <HStack
      as="section"
      aria-label={t('landing.share')}
      gap="2"
      flexWrap="wrap"
      data-testid="landing-share"
    >
      <Text fontWeight="semibold">{t('landing.share')}:</Text>
      <Button asChild size="sm" variant="outline" {...colors}>
        <Link href={whatsApp} target="_blank" rel="noopener noreferrer" textDecoration="none">
          {t('landing.shareWhatsApp')}
        </Link>
      </Button>
      <Button size="sm" variant="outline" onClick={copy} {...colors}>
        {t('landing.shareCopy')}
      </Button>
      <Text
        fontSize="sm"
        aria-live="polite"
        wordBreak="break-all"
        data-testid="landing-share-status"
      >
        {copied === 'yes' ? t('landing.shareCopied') : null}
        {copied === 'failed' ? t('landing.shareCopyFailed', { url }) : null}
      </Text>
    </HStack>
  );
}
