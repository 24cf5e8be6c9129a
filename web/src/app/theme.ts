import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * Chakra's defaults with darker solid blues and reds and a darker error text: the stock shades
 * fall under WCAG AA contrast (4.5:1) for white text on hover and for red text on white.
 */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      semanticTokens: {
        colors: {
          blue: {
            solid: { value: '{colors.blue.700}' },
            fg: { value: { _light: '{colors.blue.800}', _dark: '{colors.blue.300}' } },
          },
          red: {
            solid: { value: '{colors.red.700}' },
            fg: { value: { _light: '{colors.red.800}', _dark: '{colors.red.300}' } },
          },
          fg: {
            error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          },
        },
      },
    },
  }),
);
