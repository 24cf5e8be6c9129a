// @vitest-environment jsdom
import { COMPANY_SOCIAL_NETWORKS_MAX } from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi, withFormik } from '../../../testing/render';
import { companiesMessages } from '../messages';
import {
  AdvisorsInput,
  companyImageUpload,
  GalleryInput,
  NetworksInput,
  ServicesInput,
} from './company-form-parts';

afterEach(cleanup);

const scope = { eventId: 'ev1', timeZone: 'America/Bogota' };

interface Values {
  advisor: Record<string, unknown>[];
  services: Record<string, unknown>[];
  social_networks: { network: string; url: string }[];
  gallery: { image: string }[];
}

const values = (over: Partial<Values> = {}): Values => ({
  advisor: [],
  services: [],
  social_networks: [],
  gallery: [],
  ...over,
});

function show(part: ReactNode, initial: Values) {
  const form = withFormik(initial, part);
  const rendered = renderUi(form.ui, { messages: companiesMessages.es });
  return { ...rendered, latest: form.latest };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the company form parts', () => {
  it("adds an advisor with the spec's defaults, numbered, its inputs named by their path", async () => {
    const { user, latest } = show(<AdvisorsInput scope={scope} readOnly={false} />, values());
    await user.click(screen.getByRole('button', { name: 'Agregar asesor' }));
    await waitFor(() => expect(latest().advisor).toHaveLength(1));
    expect(latest().advisor[0]).toEqual({
      name: '',
      codPais: '+57',
      number: '',
      cargo: '',
      email: '',
      image: null,
    });
    const advisors = section('Asesores');
    expect(within(advisors).getByRole('heading', { name: 'Asesor 1' })).toBeTruthy();
    const name = within(advisors).getByRole('textbox', { name: /^Nombre/ });
    await user.type(name, 'Marta');
    await waitFor(() => expect(latest().advisor[0]?.['name']).toBe('Marta'));
    expect(name.getAttribute('name')).toBe('advisor.0.name');
  });

  it('removes the advisor asked for and keeps the others in order', async () => {
    const advisor = (name: string) => ({
      name,
      codPais: '+57',
      number: '1',
      cargo: 'c',
      email: `${name}@x.co`,
      image: null,
    });
    const { user, latest } = show(
      <AdvisorsInput scope={scope} readOnly={false} />,
      values({ advisor: [advisor('Ana'), advisor('Beto'), advisor('Caro')] }),
    );
    await user.click(screen.getByRole('button', { name: 'Quitar asesor 2' }));
    await waitFor(() => expect(latest().advisor.map((a) => a['name'])).toEqual(['Ana', 'Caro']));
    expect(screen.queryByRole('heading', { name: 'Asesor 3' })).toBeNull();
  });

  it('marks the required advisor fields as required and the photo as optional', () => {
    show(
      <AdvisorsInput scope={scope} readOnly={false} />,
      values({
        advisor: [{ name: '', codPais: '+57', number: '', cargo: '', email: '', image: null }],
      }),
    );
    const advisors = section('Asesores');
    for (const label of [/^Nombre/, /^Cargo/, /^Código de país/, /^Número/, /^Correo/]) {
      expect(within(advisors).getByRole('textbox', { name: label }).hasAttribute('required')).toBe(
        true,
      );
    }
  });

  it('a service starts as a "Servicio" with no link and only its name required', async () => {
    const { user, latest } = show(<ServicesInput scope={scope} readOnly={false} />, values());
    await user.click(screen.getByRole('button', { name: 'Agregar servicio' }));
    await waitFor(() => expect(latest().services).toHaveLength(1));
    expect(latest().services[0]).toEqual({
      nombre: '',
      category: 'Servicio',
      description: '',
      web_url: null,
      image: null,
    });
    const services = section('Productos y servicios');
    expect(
      within(services)
        .getByRole('textbox', { name: /^Nombre del servicio/ })
        .hasAttribute('required'),
    ).toBe(true);
    expect(
      within(services)
        .getByRole('textbox', { name: /^Enlace/ })
        .hasAttribute('required'),
    ).toBe(false);
  });

  it(`offers no more than ${COMPANY_SOCIAL_NETWORKS_MAX} social networks`, async () => {
    const { user, latest } = show(
      <NetworksInput scope={scope} readOnly={false} />,
      values({ social_networks: [{ network: 'Twitter', url: 'https://x.co/a' }] }),
    );
    const add = screen.getByRole('button', { name: 'Agregar red social' });
    for (let n = 1; n < COMPANY_SOCIAL_NETWORKS_MAX; n += 1) await user.click(add);
    await waitFor(() => expect(latest().social_networks).toHaveLength(COMPANY_SOCIAL_NETWORKS_MAX));
    expect(latest().social_networks[1]).toEqual({ network: 'Facebook', url: '' });
    expect(add.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Quitar red social 1' }));
    await waitFor(() =>
      expect(latest().social_networks).toHaveLength(COMPANY_SOCIAL_NETWORKS_MAX - 1),
    );
    expect(add.hasAttribute('disabled')).toBe(false);
  });

  it('keeps the last gallery image: it can be removed only while another remains', async () => {
    const { user, latest } = show(
      <GalleryInput scope={scope} readOnly={false} />,
      values({ gallery: [{ image: 'https://x.co/1.png' }, { image: 'https://x.co/2.png' }] }),
    );
    expect(screen.getByRole('button', { name: 'Quitar imagen 1' }).hasAttribute('disabled')).toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Quitar imagen 1' }));
    await waitFor(() => expect(latest().gallery).toEqual([{ image: 'https://x.co/2.png' }]));
    expect(screen.getByRole('button', { name: 'Quitar imagen 1' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('read-only, shows the items without add or remove buttons', () => {
    show(
      <NetworksInput scope={scope} readOnly />,
      values({ social_networks: [{ network: 'Instagram', url: 'https://x.co/i' }] }),
    );
    expect(screen.getByRole('heading', { name: 'Red social 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar red social' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quitar red social 1' })).toBeNull();
  });

  it("uploads the company's images into the event's images folder", () => {
    expect(companyImageUpload.folder({ eventId: 'ev1' })).toBe('events/ev1/images');
  });
});
