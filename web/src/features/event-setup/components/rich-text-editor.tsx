import { Box, Button, Field, HStack } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../i18n/use-t';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'createLink';

/**
 * Organizer rich text: an editable area with bold, italic, list and link. The markup it produces
 * is sanitized as it is read back (and again wherever it is rendered, components/rich-text.tsx).
 * The engine's richText kind was not published when this screen was written; this is the
 * screen's own input until it is.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  disabled = false,
  testId,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const t = useT();
  const labelId = useId();
  const area = useRef<HTMLDivElement>(null);
  // The area owns its DOM while typing; a value from outside (a reload, a reset) replaces it.
  useEffect(() => {
    const node = area.current;
    if (node && node.innerHTML !== value) node.innerHTML = DOMPurify.sanitize(value);
  }, [value]);

  const read = () => onChange(DOMPurify.sanitize(area.current?.innerHTML ?? ''));
  function run(command: Command) {
    area.current?.focus();
    if (command === 'createLink') {
      const url = window.prompt(t('eventSetup.editor.linkPrompt'));
      if (!url || !/^https?:\/\//i.test(url)) return;
      document.execCommand(command, false, url);
    } else {
      // execCommand is deprecated but is still the one editing API every browser implements.
      document.execCommand(command);
    }
    read();
  }
  const tools: [Command, string][] = [
    ['bold', t('eventSetup.editor.bold')],
    ['italic', t('eventSetup.editor.italic')],
    ['insertUnorderedList', t('eventSetup.editor.list')],
    ['createLink', t('eventSetup.editor.link')],
  ];
  return (
    <Field.Root disabled={disabled}>
      <Field.Label id={labelId}>{label}</Field.Label>
      <HStack gap="1" role="toolbar" aria-label={t('eventSetup.editor.toolbar')} mb="1">
        {tools.map(([command, name]) => (
          <Button
            key={command}
            size="xs"
            variant="outline"
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command)}
          >
            {name}
          </Button>
        ))}
      </HStack>
      <Box
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        contentEditable={!disabled}
        suppressContentEditableWarning
        data-testid={testId}
        onInput={read}
        onBlur={read}
        minH="32"
        w="full"
        p="3"
        borderWidth="1px"
        rounded="md"
        bg="bg"
        css={{
          '& p': { marginBottom: '2' },
          '& ul, & ol': { paddingStart: '5' },
          '& a': { textDecoration: 'underline' },
        }}
      />
    </Field.Root>
  );
}
