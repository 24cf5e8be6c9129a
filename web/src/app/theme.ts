import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components the app uses, not Chakra's whole catalogue: the system is
 * in every page's first JS, and the other sixty recipes were about 80 KB of it. A
 * component whose recipe is missing here renders unstyled, so theme.test.ts checks every Chakra
 * component imported under web/src against these lists.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * The colour palettes no screen names (the app uses gray, red, orange, green and blue, as
 * colorPalette="…" or "blue.700"): they were a third of the system's construction, a long task in
 * every page's start on a slow phone. theme.test.ts fails when a screen names one of them.
 */
export const LEFT_OUT_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
const withoutOtherPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(([name]) => !LEFT_OUT_PALETTES.includes(name)),
  ) as T;

/** Chakra's default theme (tokens, styles, global CSS) with the recipes and palettes above. */
const appTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutOtherPalettes(tokens.colors ?? {}) },
    semanticTokens: {
      ...semanticTokens,
      colors: withoutOtherPalettes(semanticTokens.colors ?? {}),
    },
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * Chakra's defaults with darker solid blues and reds and a darker error text: the stock shades
 * fall under WCAG AA contrast (4.5:1) for white text on hover and for red text on white.
 */
const build = () =>
  createSystem(
    defaultBaseConfig,
    appTheme,
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

let built: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use. Building it is the longest piece of the app's
 * start (tens of milliseconds on a laptop, four times that on a slow phone): main.tsx builds it
 * in a task of its own, between the modules' evaluation and the first render, so none of the
 * three holds the main thread for their sum.
 */
export function appSystem(): SystemContext {
  built ??= build();
  return built;
}
