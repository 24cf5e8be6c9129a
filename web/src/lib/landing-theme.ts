// In domain: the share-preview function paints the landing's first screen with the same colours.
export { landingTheme, luminance, readableOn, type LandingTheme } from '@aforo/domain';
