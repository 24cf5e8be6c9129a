import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useT } from '../i18n/use-t';

/**
 * A file input that speaks the page's language: the browser's own button and "No file chosen"
 * follow the browser's language, not the one the user chose here. The real input stays (hidden,
 * labelled by its field, so forms and tests still reach it); a button opens it.
 */
export function FilePicker({
  accept,
  name,
  disabled,
  onChange,
  onBlur,
  multiple = false,
}: {
  accept: string | undefined;
  name?: string;
  /** Several files at once (the documents section's uploads). */
  multiple?: boolean;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <HStack gap="3" minW="0" flex="1">
      <Input
        ref={input}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        srOnly
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const names = Array.from(event.target.files ?? [], (f) => f.name);
          setChosen(names.length > 0 ? names.join(', ') : null);
          onChange(event);
        }}
        onBlur={onBlur}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        onClick={() => input.current?.click()}
        onBlur={onBlur}
      >
        {t('filePicker.choose')}
      </Button>
      <Text textStyle="sm" color="fg.muted" truncate>
        {chosen ?? t('filePicker.none')}
      </Text>
    </HStack>
  );
}
