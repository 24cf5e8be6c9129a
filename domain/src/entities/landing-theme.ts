import { DEFAULT_STYLES, withDefaultStyles } from './style-defaults.js';
import type { Styles } from './styles.js';

/** What the landing paints with an event's styles (part 3 §3.11), defaults filled in. */
export interface LandingTheme {
  pageBg: string;
  pageText: string;
  menuBg: string;
  menuText: string;
  /** Null: the organizer chose no button colour, so the app's own palette is used. */
  buttonBg: string | null;
  buttonText: string;
  banner: string | null;
  logo: string | null;
  footer: string | null;
}

const DARK_TEXT = '#1A202C';
const LIGHT_TEXT = '#FFFFFF';

function channel(hex: string, index: number): number {
  const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of '#RRGGBB' (a 3-digit colour is expanded first). */
export function luminance(color: string): number {
  const hex =
    color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color.slice(0, 7);
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return 1;
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}

/** Dark or light text, whichever reads better on `background`. */
export function readableOn(background: string): string {
  const l = luminance(background);
  // Contrast against black (l + 0.05) / 0.05 and against white 1.05 / (l + 0.05).
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? DARK_TEXT : LIGHT_TEXT;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Every colour defaults to white (part 3 §9), which would make white buttons on a white page:
 * a colour still at its default counts as "not chosen" for buttons.
 */
function chosenButtonColour(styles: Styles): string | null {
  if (!same(styles.bgButtonsEvent, DEFAULT_STYLES.bgButtonsEvent)) return styles.bgButtonsEvent;
  if (!same(styles.brandPrimary, DEFAULT_STYLES.brandPrimary)) return styles.brandPrimary;
  return null;
}

export function landingTheme(stored: Partial<Styles> | null | undefined): LandingTheme {
  const styles = withDefaultStyles(stored);
  const buttonBg = chosenButtonColour(styles);
  const menuText = styles.textMenu;
  return {
    pageBg: styles.containerBgColor,
    pageText: readableOn(styles.containerBgColor),
    menuBg: styles.toolbarDefaultBg,
    // The organizer's menu colour, unless it would vanish on the menu's own background.
    menuText: same(menuText, styles.toolbarDefaultBg)
      ? readableOn(styles.toolbarDefaultBg)
      : menuText,
    buttonBg,
    buttonText: buttonBg === null ? LIGHT_TEXT : readableOn(buttonBg),
    banner: styles.banner_image,
    logo: styles.event_image,
    footer: styles.banner_footer,
  };
}
