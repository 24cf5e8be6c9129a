import { Button, type ButtonProps } from '@chakra-ui/react';
import type { LandingTheme } from '../../../lib/landing-theme';

/** A landing button in the organizer's button colour, or the app's blue when none was chosen. */
export function ThemedButton({ theme, ...props }: { theme: LandingTheme } & ButtonProps) {
  if (theme.buttonBg === null) return <Button colorPalette="blue" {...props} />;
  return (
    <Button bg={theme.buttonBg} color={theme.buttonText} _hover={{ opacity: 0.9 }} {...props} />
  );
}
