import type { ItemsMenu, MenuSection } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../lib/price';
import { sectionAccess, visibleSections } from './sections';
import { landingTheme, readableOn } from '../../../lib/landing-theme';

const section = (over: Partial<MenuSection> & Pick<MenuSection, 'section'>): MenuSection => ({
  name: over.section,
  icon: '',
  position: 0,
  permissions: 'public',
  checked: true,
  ...over,
});

const menu: ItemsMenu = {
  agenda: section({ section: 'agenda', name: 'Agenda', position: 2 }),
  event: section({ section: 'event', name: 'Evento', position: 1 }),
  documents: section({ section: 'documents', permissions: 'assistants', position: 3 }),
  faqs: section({ section: 'faqs', checked: false }),
};

describe('visibleSections', () => {
  it('lists the enabled public sections by position', () => {
    expect(visibleSections(menu, false).map((s) => s.section)).toEqual(['event', 'agenda']);
  });
  it("adds the attendees' sections for a registered attendee", () => {
    expect(visibleSections(menu, true).map((s) => s.section)).toEqual([
      'event',
      'agenda',
      'documents',
    ]);
  });
});

describe('sectionAccess', () => {
  it('opens the first section without a deep link, the event page for an empty menu', () => {
    expect(sectionAccess(menu, '', false)).toEqual({ kind: 'shown', section: 'event' });
    expect(sectionAccess({}, '', false)).toEqual({ kind: 'shown', section: 'event' });
    expect(sectionAccess({}, 'event', false)).toEqual({ kind: 'shown', section: 'event' });
  });
  it('follows a deep link to an enabled section', () => {
    expect(sectionAccess(menu, 'agenda', false)).toEqual({ kind: 'shown', section: 'agenda' });
  });
  it("restricts an attendees' section to attendees", () => {
    expect(sectionAccess(menu, 'documents', false)).toEqual({
      kind: 'restricted',
      section: 'documents',
    });
    expect(sectionAccess(menu, 'documents', true)).toEqual({
      kind: 'shown',
      section: 'documents',
    });
  });
  it('refuses disabled and unknown sections', () => {
    expect(sectionAccess(menu, 'faqs', true)).toEqual({ kind: 'missing' });
    expect(sectionAccess(menu, 'nada', true)).toEqual({ kind: 'missing' });
  });
});

describe('formatPrice', () => {
  it("writes 50000 COP as the spec's button does", () => {
    expect(`Pago ${formatPrice(50_000, 'COP')}`).toBe('Pago $50.000');
  });
  it('names other currencies', () => {
    expect(formatPrice(1_250_000, 'usd')).toBe('$1.250.000 USD');
  });
});

describe('landingTheme', () => {
  it('uses the defaults of part 3 §3.11 when nothing is set', () => {
    const theme = landingTheme({});
    expect(theme).toMatchObject({
      pageBg: '#FFFFFF',
      menuBg: '#FFFFFF',
      menuText: '#000000',
      buttonBg: null,
      banner: null,
      logo: null,
    });
  });
  it("paints with the organizer's colours and images", () => {
    const theme = landingTheme({
      containerBgColor: '#102030',
      bgButtonsEvent: '#8B0000',
      banner_image: 'https://example.com/banner.png',
      event_image: 'https://example.com/logo.png',
    });
    expect(theme).toMatchObject({
      pageBg: '#102030',
      pageText: '#FFFFFF',
      buttonBg: '#8B0000',
      buttonText: '#FFFFFF',
      banner: 'https://example.com/banner.png',
      logo: 'https://example.com/logo.png',
    });
  });
  it('falls back to brandPrimary for buttons and keeps menu text visible', () => {
    const theme = landingTheme({ brandPrimary: '#FFD700', toolbarDefaultBg: '#000000' });
    expect(theme.buttonBg).toBe('#FFD700');
    expect(theme.buttonText).toBe('#1A202C');
    expect(theme.menuText).toBe('#FFFFFF');
  });
  it('picks readable text', () => {
    expect(readableOn('#FFFFFF')).toBe('#1A202C');
    expect(readableOn('#000')).toBe('#FFFFFF');
  });
});
