/**
 * The demo event's products and silent auction: the landing's product section
 * enabled, four products in their order, bidding on with the message shown when it is switched
 * off, and one bid (with the auction state the API keeps beside it), so that `npm start` shows the
 * admin's list, offers and configuration and the attendee's bid form filled.
 */
import { paths, type AforoEvent, type AuctionState, type Offer, type Product } from '@aforo/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { ports } from './ports.mjs';

type Write = (path: string, data: Record<string, unknown>) => void;

/**
 * The pictures live in web/public/demo/productos, served by the app itself: the images are http
 * URLs as the schema wants, at the origin `npm start` opens (the seed's port offset).
 */
const picture = (file: string) => `http://127.0.0.1:${ports().web}/demo/productos/${file}`;

type DemoProduct = Omit<Product, '_id' | 'event_id' | 'position' | 'created_at' | 'updated_at'>;

const PRODUCTS: readonly (DemoProduct & { id: string })[] = [
  {
    id: 'producto-cuadro-cafetal',
    name: 'Amanecer en el cafetal',
    by: 'Lucía Restrepo',
    description:
      '<p>Óleo sobre lienzo de 80 × 60 cm, firmado por la artista. Enmarcado en madera de cedro.</p>' +
      '<p>Lo recaudado apoya la escuela de artes del municipio.</p>',
    price: 1_800_000,
    start_price: 1_200_000,
    currency: 'COP',
    image: [picture('cuadro-cafetal.svg')],
  },
  {
    id: 'producto-mochila-wayuu',
    name: 'Mochila wayuu tejida a mano',
    by: 'Asociación de Tejedoras de La Guajira',
    description:
      '<p>Mochila de hilo acrílico tejida en una sola pieza; tarda cerca de tres semanas en hacerse.</p>',
    price: 450_000,
    start_price: 300_000,
    currency: 'COP',
    image: [picture('mochila-wayuu.svg')],
  },
  {
    id: 'producto-cafe-especial',
    name: 'Lote de café de origen (2,5 kg)',
    by: 'Finca La Esperanza, Huila',
    description:
      '<p>Café especial de 86 puntos, tostión media, en cinco bolsas de 500 g con válvula.</p>',
    price: 280_000,
    start_price: 150_000,
    currency: 'COP',
    image: [picture('cafe-especial.svg')],
  },
  {
    id: 'producto-fin-de-semana',
    name: 'Fin de semana en Cartagena',
    by: 'Hotel aliado de la feria',
    description:
      '<p>Dos noches para dos personas con desayuno, en fechas a convenir durante 2027.</p>',
    price: 2_400_000,
    start_price: 1_500_000,
    currency: 'COP',
    image: [picture('noche-hotel.svg')],
  },
];

/** The event with its product section in the landing's menu, after the event's own page. */
export function withProductsSection(event: AforoEvent): AforoEvent {
  return {
    ...event,
    itemsMenu: {
      // The landing opens on its first section: keep the event's page first.
      event: event.itemsMenu.event ?? {
        name: 'El evento',
        section: 'event',
        icon: '',
        position: 0,
        permissions: 'public',
        checked: true,
      },
      ...event.itemsMenu,
      product: {
        name: 'Subasta silenciosa',
        section: 'product',
        icon: '',
        position: 8,
        permissions: 'public',
        checked: true,
      },
    },
  };
}

/** Products, bidding switched on, and one bid by the demo attendee on the painting. */
export function seedProducts(
  write: Write,
  eventId: string,
  at: Timestamp,
  bidder: { uid: string; email: string; names: string },
): void {
  PRODUCTS.forEach(({ id, ...product }, index) =>
    write(paths.eventContentItem(eventId, 'products', id), {
      ...product,
      _id: id,
      event_id: eventId,
      // The admin's order: index + 1 (spec part 3 §2.7).
      position: index + 1,
      created_at: at,
      updated_at: at,
    }),
  );
  write(paths.biddingConfig(eventId), {
    habilitar_subasta: true,
    message:
      '<p>La subasta silenciosa abre el <strong>15 de marzo a las 9:00 a.&nbsp;m.</strong> ' +
      'Vuelve entonces para ofertar.</p>',
  });
  const painting = PRODUCTS[0]?.id ?? '';
  const offerId = 'oferta-demo-1';
  const [firstName = '', ...lastNames] = bidder.names.split(' ');
  const offer: Omit<Offer, 'created_at'> = {
    _id: offerId,
    amount: 1_250_000,
    user_id: bidder.uid,
    email: bidder.email,
    first_name: firstName,
    last_name: lastNames.join(' '),
  };
  write(paths.offer(eventId, painting, offerId), { ...offer, created_at: at });
  const state: AuctionState = {
    highest: offer.amount,
    offer_id: offerId,
    user_id: bidder.uid,
    updated_at: at,
  };
  write(paths.auctionState(eventId, painting), { ...state });
}
