import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { DEFAULT_STYLES, STYLE_COLOR_KEYS, stylesSchema, withDefaultStyles } from './styles.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('styles', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_STYLES.brandPrimary).toBe('#FFFFFF');
    expect(DEFAULT_STYLES.containerBgColor).toBe('#FFFFFF');
    expect(DEFAULT_STYLES.textMenu).toBe('#000000');
    expect(DEFAULT_STYLES.color_icon_socialzone).toBe('#000000');
    expect(DEFAULT_STYLES.color_tab_agenda).toBe('#000000');
    expect(STYLE_COLOR_KEYS.filter((k) => DEFAULT_STYLES[k] === '#000000')).toHaveLength(3);
    expect(DEFAULT_STYLES.banner_footer_email).toBeNull();
    expect(DEFAULT_STYLES.event_image).toBeNull();
    expect(DEFAULT_STYLES.show_banner).toBe(false);
    expect(DEFAULT_STYLES.show_card_banner).toBe(true);
    expect(DEFAULT_STYLES.hideBtnDetailAgenda).toBe(true);
    expect(DEFAULT_STYLES.loader_page).toBe('no');
    expect(DEFAULT_STYLES.data_loader_page).toBe('');
    expect(Object.isFrozen(DEFAULT_STYLES)).toBe(true);
  });

  it('has the same defaults in the schema as in the yup-free DEFAULT_STYLES', () => {
    expect(stylesSchema.getDefault()).toEqual(DEFAULT_STYLES);
  });

  it('validates colours, images and the loader', async () => {
    expect(await errorsOf(stylesSchema, { brandPrimary: '#00FF00' })).toEqual([]);
    expect(await errorsOf(stylesSchema, { brandPrimary: 'verde' })).toEqual([
      'Ingrese un color válido',
    ]);
    expect(await errorsOf(stylesSchema, { banner_image: 'javascript:alert(1)' })).toEqual([
      'Ingrese una URL válida',
    ]);
    expect(await errorsOf(stylesSchema, { loader_page: 'text', data_loader_page: 'x' })).toEqual([
      'Link de video no válido',
    ]);
    expect(
      await errorsOf(stylesSchema, { loader_page: 'code', data_loader_page: '<div>x</div>' }),
    ).toEqual([]);
    expect(
      await errorsOf(stylesSchema, { loader_page: 'code', data_loader_page: ONE_MB }),
    ).not.toEqual([]);
    expect(await errorsOf(stylesSchema, { banner_image: ONE_MB })).not.toEqual([]);
  });

  it('fills what a stored document lacks', async () => {
    expect(withDefaultStyles({ brandPrimary: '#123456' })).toEqual({
      ...DEFAULT_STYLES,
      brandPrimary: '#123456',
    });
    expect(withDefaultStyles(null)).toEqual(DEFAULT_STYLES);
    expect(await validateBody(stylesSchema, {})).toEqual(DEFAULT_STYLES);
  });
});
