import { Link, Text } from '@chakra-ui/react';
import { isHttpUrl } from '@aforo/domain';
import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/**
 * A chat message's text as text: never HTML. Web addresses become links that open apart and
 * carry no referrer or opener; anything else (a <script> included) is shown as typed.
 */
export function ChatText({ text }: { text: string }) {
  const parts: ReactNode[] = text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 && isHttpUrl(part) ? (
      <Link
        key={index}
        href={part}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        color="blue.700"
        textDecoration="underline"
      >
        {part}
      </Link>
    ) : (
      part
    ),
  );
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="chat-message-text">
      {parts}
    </Text>
  );
}
