import { Box, Text } from '@chakra-ui/react';

/**
 * A determinate progress bar (role progressbar with its values), drawn with boxes: the one bar of
 * the import does not justify adding Chakra's progress recipe to every page's first JS.
 */
export function ProgressBar({
  value,
  max,
  label,
  text,
}: {
  value: number;
  max: number;
  label: string;
  text: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <Box>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        h="3"
        borderRadius="full"
        bg="gray.200"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="blue.600" transition="width 0.2s" />
      </Box>
      <Text fontSize="sm" mt="1" data-testid="import-progress-text">
        {text}
      </Text>
    </Box>
  );
}
