/**
 * The demo event's companies and stands: the landing's Empresas section
 * enabled, three stand types and five exhibitors with descriptions, contacts, services and
 * links, so `npm start` shows the admin's list and the landing's section filled. The images are
 * placeholder URLs (no Storage emulator runs here; part 3 §5.1 wants http(s) URLs).
 */
import {
  paths,
  type AforoEvent,
  type CompanyInput,
  type CompanySettingsInput,
} from '@aforo/domain';

const image = (size: string, color: string, label: string) =>
  `https://placehold.co/${size}/${color}/FFFFFF/png?text=${encodeURIComponent(label)}`;

export const DEMO_STAND_TYPES: CompanySettingsInput = {
  config: { visualization: 'stand' },
  stand_types: [
    {
      id: 'patrocinador-oro',
      label: 'Patrocinador Oro',
      value: 'Patrocinador Oro',
      color: '#B8860B',
    },
    {
      id: 'patrocinador-plata',
      label: 'Patrocinador Plata',
      value: 'Patrocinador Plata',
      color: '#607D8B',
    },
    { id: 'expositor', label: 'Expositor', value: 'Expositor', color: '#2C2A29' },
  ],
};

type DemoCompany = Omit<CompanyInput, 'index'> & { _id: string };

function company(
  partial: Pick<DemoCompany, '_id' | 'name' | 'description' | 'short_description' | 'stand_type'> &
    Partial<DemoCompany> & { color: string },
): DemoCompany {
  const { color, ...rest } = partial;
  return {
    stand_image: image('1200x400', color, `Stand ${partial.name}`),
    list_image: image('400x400', color, partial.name),
    times_and_venues: '',
    contact_info: { description: '', image: null },
    advisor: [],
    services: [],
    brochure: null,
    webpage: null,
    telefono: '',
    email: '',
    video_url: null,
    linkedin: null,
    social_networks: [],
    gallery: [],
    visible: true,
    visitors_space_id: null,
    ...rest,
  };
}

/** In the saved order (index = position in this list). */
export const DEMO_COMPANIES: DemoCompany[] = [
  company({
    _id: 'empresa-cafe-sierra-nevada',
    name: 'Café Sierra Nevada',
    color: '5D4037',
    stand_type: 'patrocinador-oro',
    short_description: '<p>Cafés especiales de origen, tostados en Santa Marta.</p>',
    description:
      '<p>Cooperativa de <strong>120 familias caficultoras</strong> de la Sierra Nevada de Santa Marta. ' +
      'Exportamos café especial con certificación orgánica y de comercio justo desde 2009.</p>' +
      '<p>En el stand: catas guiadas cada hora y venta de café en grano y molido.</p>',
    times_and_venues: '<p>Pabellón 1, stand 12. Catas: 10:00, 11:00, 14:00 y 16:00.</p>',
    email: 'ventas@cafesierra.co',
    telefono: '6054312200',
    webpage: 'https://cafesierranevada.example.co',
    linkedin: 'https://www.linkedin.com/company/cafe-sierra-nevada-demo',
    advisor: [
      {
        name: 'Luisa Fernanda Arias',
        codPais: '+57',
        number: '3104567890',
        cargo: 'Gerente comercial',
        email: 'luisa.arias@cafesierra.co',
        image: null,
      },
      {
        name: 'Jorge Mario Pabón',
        codPais: '+57',
        number: '3159876543',
        cargo: 'Catador Q Grader',
        email: 'jorge.pabon@cafesierra.co',
        image: null,
      },
    ],
    services: [
      {
        nombre: 'Café en grano',
        category: 'Producto',
        description: '<p>Bolsas de 500 g y 2,5 kg, perfil de tueste medio.</p>',
        web_url: null,
        image: null,
      },
      {
        nombre: 'Catas empresariales',
        category: 'Servicio',
        description: '<p>Catas para equipos de hasta 30 personas.</p>',
        web_url: null,
        image: null,
      },
    ],
    social_networks: [
      { network: 'Instagram', url: 'https://www.instagram.com/cafesierranevada.demo' },
      { network: 'Facebook', url: 'https://www.facebook.com/cafesierranevada.demo' },
    ],
  }),
  company({
    _id: 'empresa-andina-software',
    name: 'Andina Software',
    color: '1565C0',
    stand_type: 'patrocinador-oro',
    short_description: '<p>Software de gestión para pymes latinoamericanas.</p>',
    description:
      '<p>Desarrollamos facturación electrónica, nómina y contabilidad en la nube para más de ' +
      '8.000 pequeñas empresas de Colombia, Perú y Ecuador.</p>',
    times_and_venues: '<p>Pabellón 1, stand 14. Demostraciones en vivo toda la jornada.</p>',
    email: 'hola@andinasoft.co',
    telefono: '6017450000',
    webpage: 'https://andinasoftware.example.co',
    video_url: 'https://www.youtube.com/watch?v=andina-demo',
    advisor: [
      {
        name: 'Camila Restrepo',
        codPais: '+57',
        number: '3001234567',
        cargo: 'Ejecutiva de cuentas',
        email: 'camila.restrepo@andinasoft.co',
        image: null,
      },
    ],
    services: [
      {
        nombre: 'Facturación en línea',
        category: 'Servicio',
        description: '<p>Habilitada ante la DIAN, con 30 días de prueba.</p>',
        web_url: 'https://andinasoftware.example.co/facturacion',
        image: null,
      },
    ],
    social_networks: [
      { network: 'LinkedIn', url: 'https://www.linkedin.com/company/andina-software-demo' },
    ],
  }),
  company({
    _id: 'empresa-energia-solar-caribe',
    name: 'Energía Solar del Caribe',
    color: 'EF6C00',
    stand_type: 'patrocinador-plata',
    short_description: '<p>Paneles solares e instalación para hogares y empresas.</p>',
    description:
      '<p>Diseñamos e instalamos sistemas fotovoltaicos conectados a la red y autónomos. ' +
      'Más de 400 proyectos en la región Caribe.</p>',
    email: 'proyectos@solarcaribe.co',
    telefono: '6053581122',
    webpage: 'https://solarcaribe.example.co',
    advisor: [
      {
        name: 'Andrés Felipe Gómez',
        codPais: '+57',
        number: '3207654321',
        cargo: 'Ingeniero de proyectos',
        email: 'andres.gomez@solarcaribe.co',
        image: null,
      },
    ],
    services: [
      {
        nombre: 'Kit solar hogar',
        category: 'Producto',
        description: '<p>3 kW con inversor híbrido.</p>',
        web_url: null,
        image: null,
      },
      {
        nombre: 'Auditoría energética',
        category: 'Servicio',
        description: '',
        web_url: null,
        image: null,
      },
    ],
  }),
  company({
    _id: 'empresa-artesanias-wayuu',
    name: 'Artesanías Wayuu Kanas',
    color: 'AD1457',
    stand_type: 'expositor',
    short_description: '<p>Mochilas y chinchorros tejidos a mano en La Guajira.</p>',
    description:
      '<p>Asociación de tejedoras wayuu de Uribia. Cada mochila lleva entre 20 y 30 días de ' +
      'trabajo y su diseño (kanas) cuenta una historia.</p>',
    email: 'contacto@wayuukanas.co',
    telefono: '3116549870',
    social_networks: [{ network: 'Instagram', url: 'https://www.instagram.com/wayuukanas.demo' }],
    services: [
      {
        nombre: 'Mochila kanas',
        category: 'Producto',
        description: '<p>Talla grande, tejido fino.</p>',
        web_url: null,
        image: null,
      },
    ],
  }),
  company({
    _id: 'empresa-editorial-montana',
    name: 'Editorial Montaña',
    color: '2E7D32',
    stand_type: 'expositor',
    short_description: '<p>Libros de autores colombianos y firma de ejemplares.</p>',
    description:
      '<p>Editorial independiente de Medellín dedicada a la crónica, la poesía y el libro ' +
      'ilustrado infantil.</p>',
    times_and_venues: '<p>Pabellón 2, stand 3. Firma de libros el sábado a las 15:00.</p>',
    email: 'libros@editorialmontana.co',
    webpage: 'https://editorialmontana.example.co',
  }),
];

/** The event with the landing's Empresas section enabled (and its own page, if none yet). */
export function withCompaniesSection(event: AforoEvent): AforoEvent {
  return {
    ...event,
    itemsMenu: {
      event: {
        name: 'El evento',
        section: 'event',
        icon: '',
        position: 0,
        permissions: 'public',
        checked: true,
      },
      ...event.itemsMenu,
      companies: {
        name: 'Empresas',
        section: 'companies',
        icon: '',
        position: 4,
        permissions: 'public',
        checked: true,
      },
    },
  };
}

/** The settings and the companies, as [path, data] pairs for the seed's writer. */
export function companyDocs(eventId: string, at: unknown): [string, Record<string, unknown>][] {
  return [
    [paths.companySettings(eventId), { ...DEMO_STAND_TYPES, updated_at: at }],
    ...DEMO_COMPANIES.map(({ _id, ...data }, index): [string, Record<string, unknown>] => [
      paths.company(eventId, _id),
      { ...data, index, created_at: at, updated_at: at },
    ]),
  ];
}
