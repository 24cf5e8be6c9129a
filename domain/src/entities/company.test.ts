import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import {
  canDeleteGalleryImage,
  companySchema,
  companySettingsSchema,
  standTypeSchema,
} from './company.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const valid = {
  name: 'Acme',
  description: '<p>Fabricamos cosas</p>',
  stand_image: 'https://x.co/banner.png',
  list_image: 'https://x.co/logo.png',
};

describe('companySchema', () => {
  it('accepts a company with defaults', async () => {
    expect(await validateBody(companySchema, valid)).toMatchObject({
      ...valid,
      visible: true,
      social_networks: [],
      gallery: [],
    });
  });

  it("stores a select's empty stand type as none", async () => {
    expect(await validateBody(companySchema, { ...valid, stand_type: '' })).toMatchObject({
      stand_type: null,
    });
    expect(await validateBody(companySchema, { ...valid, stand_type: 'oro' })).toMatchObject({
      stand_type: 'oro',
    });
  });

  it('checks the name with the spec messages', async () => {
    expect(await errorsOf(companySchema, { ...valid, name: '' })).toContain(
      'El nombre de la empresa es requerido',
    );
    expect(await errorsOf(companySchema, { ...valid, name: 'Ac' })).toEqual([
      'Ingrese un nombre de empresa válido',
    ]);
    expect(await errorsOf(companySchema, { ...valid, name: 'x'.repeat(101) })).toEqual([
      'Este campo no debe tener más de 100 caracteres',
    ]);
  });

  it('requires both images and the description', async () => {
    expect(await errorsOf(companySchema, { name: 'Acme' })).toEqual([
      'Este campo es requerido',
      'la imagen es requerida',
      'la imagen es requerida',
    ]);
  });

  it('limits rich text to 1000 visible characters', async () => {
    expect(
      await errorsOf(companySchema, { ...valid, description: `<p>${'x'.repeat(1001)}</p>` }),
    ).toEqual(['Este campo no debe tener más de 1000 caracteres']);
    expect(await errorsOf(companySchema, { ...valid, description: ONE_MB })).not.toEqual([]);
  });

  it('validates advisors and services', async () => {
    expect(await errorsOf(companySchema, { ...valid, advisor: [{ name: 'Ana' }] })).toEqual([
      'Este campo es requerido',
      'Este campo es requerido',
      'Este campo es requerido',
      'Este campo es requerido',
    ]);
    expect(await errorsOf(companySchema, { ...valid, services: [{}] })).toEqual([
      'El nombre del servicio es requerido',
    ]);
    expect(await errorsOf(companySchema, { ...valid, services: [{ nombre: 'ab' }] })).toEqual([
      'nombre de servicio no válido',
    ]);
    expect(
      await errorsOf(companySchema, { ...valid, services: [{ nombre: 'x'.repeat(21) }] }),
    ).toEqual(['Este campo no debe tener más de 20 caracteres']);
  });

  it('limits urls, e-mail, phone, networks and gallery', async () => {
    expect(await errorsOf(companySchema, { ...valid, webpage: 'no es url' })).toEqual([
      'Ingrese una URL válida',
    ]);
    expect(
      await errorsOf(companySchema, { ...valid, video_url: `https://x.co/${'a'.repeat(500)}` }),
    ).toEqual(['Este campo no debe tener más de 500 caracteres']);
    expect(await errorsOf(companySchema, { ...valid, email: `${'a'.repeat(35)}@x.com` })).toEqual([
      'Este campo no debe tener más de 40 caracteres',
    ]);
    expect(await errorsOf(companySchema, { ...valid, telefono: '12345678901' })).toEqual([
      'Este campo no debe tener más de 10 caracteres',
    ]);
    const network = { network: 'Facebook', url: 'https://facebook.com/acme' };
    expect(
      await errorsOf(companySchema, { ...valid, social_networks: Array(5).fill(network) }),
    ).toEqual(['Máximo 4 redes sociales']);
    expect(
      await errorsOf(companySchema, {
        ...valid,
        social_networks: [{ ...network, network: 'MySpace' }],
      }),
    ).not.toEqual([]);
    const image = { image: 'https://x.co/g.png' };
    expect(await errorsOf(companySchema, { ...valid, gallery: Array(31).fill(image) })).toEqual([
      'Máximo 30 imágenes',
    ]);
  });

  it('keeps at least one gallery image', () => {
    expect(canDeleteGalleryImage([1, 2])).toBe(true);
    expect(canDeleteGalleryImage([1])).toBe(false);
  });
});

describe('company settings', () => {
  it('defaults stand type colour and visualization', async () => {
    const settings = await validateBody(companySettingsSchema, {
      stand_types: [{ id: 'oro', label: 'Oro', value: 'oro' }],
    });
    expect(settings).toEqual({
      config: { visualization: 'list' },
      stand_types: [{ id: 'oro', label: 'Oro', value: 'oro', color: '#2C2A29' }],
    });
  });

  it('wants a name for each stand type, once', async () => {
    expect(await errorsOf(standTypeSchema, { id: 'x', label: ' ', value: 'x' })).toEqual([
      'Ingrese un nombre válido',
    ]);
    const oro = { id: 'oro', label: 'Oro', value: 'oro' };
    expect(
      await errorsOf(companySettingsSchema, { stand_types: [oro, { ...oro, id: 'o2' }] }),
    ).toEqual(['Ya existe un tipo de stand con ese nombre']);
    expect(
      await errorsOf(companySettingsSchema, { config: { visualization: 'grid' } }),
    ).not.toEqual([]);
  });
});
