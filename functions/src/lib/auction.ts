import {
  AUCTION_CLOSED_MESSAGE,
  AUCTION_NOT_REGISTERED_MESSAGE,
  auctionTooLowMessage,
  minimumBid,
  paths,
  type AforoEvent,
  type AuctionState,
  type Offer,
  type Product,
} from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { landingUrl } from '../integrations/links';
import { mailDocument, mailIdFor, mailRef, type OutgoingMail } from '../integrations/mail';
import type { EventAccess } from './access';
import { db } from './firebase';
import { conflict, forbidden, notFoundError } from './http-error';
import { fieldError } from './validate';
import { refs } from './refs';

const AUCTION_BUSY_MESSAGE = 'Hay muchas ofertas en este momento; intente de nuevo';

const money = (amount: number, currency: string) =>
  `${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 }).format(amount)} ${currency}`;

/** The bidder's receipt of the silent auction (spec part 1 §7.4 silentauctionmail). */
export function silentAuctionReceipt(
  eventId: string,
  event: Pick<AforoEvent, 'name'>,
  product: Pick<Product, 'name' | 'currency'>,
  offer: Pick<Offer, 'email' | 'first_name' | 'amount'>,
): OutgoingMail {
  return {
    to: offer.email,
    kind: 'silent_auction',
    eventId,
    subject: `Oferta registrada: ${product.name}`,
    paragraphs: [
      `Hola ${offer.first_name},`,
      `Registramos tu oferta por ${product.name} en la subasta silenciosa de ${event.name}.`,
      `Valor ofertado: ${money(offer.amount, product.currency)}`,
    ],
    links: [{ label: 'Ver el evento', url: landingUrl(eventId) }],
  };
}

/** The receipt's id: one per offer, so POST silentauctionmail later finds it already queued. */
export const silentAuctionMailId = (eventId: string, productId: string, offerId: string) =>
  mailIdFor('silent_auction', eventId, productId, offerId);

const auctionStateRef = (eventId: string, productId: string) =>
  db.doc(paths.auctionState(eventId, productId));

/** How often a bid re-reads the highest after losing a race before it gives up (409). */
const BID_ATTEMPTS = 25;

/** gRPC FAILED_PRECONDITION (the state changed since it was read) or ALREADY_EXISTS. */
const lostRace = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && (err.code === 9 || err.code === 6);

/**
 * The auction state as read now, with what a write needs to fail if it changed meanwhile. Bids
 * stored before there was a state (or written by the admin SDK) count once, through a query.
 */
async function readHighest(eventId: string, productId: string) {
  const ref = auctionStateRef(eventId, productId);
  const snap = await ref.get();
  if (snap.exists) {
    const state = snap.data() as AuctionState;
    return { highest: state.highest, updateTime: snap.updateTime ?? null };
  }
  const top = await refs.offers(eventId, productId).orderBy('amount', 'desc').limit(1).get();
  return { highest: top.docs[0]?.data().amount ?? null, updateTime: null };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Places a bid: bidding open, the caller registered in the event, the amount at least the
 * product's minimum and the current highest bid plus the step. The decision is one atomic batch
 * (offer, new highest, receipt) conditioned on the auction state being exactly the one the check
 * read (its update time, or its absence): of two concurrent bids that read the same highest, the
 * second batch fails, re-reads the new highest and is refused. A compare-and-set instead of a
 * read-write transaction: the emulator's pessimistic locks made 10 concurrent bids wait seconds.
 * The bidder's name and e-mail are its registration's, never the request's.
 */
export async function placeBid(
  access: EventAccess,
  uid: string,
  productId: string,
  amount: number,
): Promise<Omit<Offer, 'created_at'>> {
  const { eventId } = access;
  const attendeeId = access.attendeeId;
  if (!attendeeId) throw forbidden(AUCTION_NOT_REGISTERED_MESSAGE);
  const [productSnap, attendeeSnap] = await Promise.all([
    refs.eventContentItem(eventId, 'products', productId).get(),
    refs.attendee(eventId, attendeeId).get(),
  ]);
  const product = productSnap.data();
  if (!product) throw notFoundError('Producto no encontrado');
  const attendee = attendeeSnap.data();
  const email = text(attendee?.properties.email);
  if (!attendee || attendee.account_id !== uid || !email) {
    throw forbidden(AUCTION_NOT_REGISTERED_MESSAGE);
  }
  const offerRef = refs.offers(eventId, productId).doc();
  const offer: Omit<Offer, 'created_at'> = {
    _id: offerRef.id,
    amount,
    user_id: uid,
    email,
    first_name: text(attendee.properties.names),
    last_name: text(attendee.properties.last_name),
  };
  const mailId = silentAuctionMailId(eventId, productId, offerRef.id);
  const stateRef = auctionStateRef(eventId, productId);

  for (let attempt = 0; attempt < BID_ATTEMPTS; attempt += 1) {
    const [config, { highest, updateTime }] = await Promise.all([
      refs.biddingConfig(eventId).get(),
      readHighest(eventId, productId),
    ]);
    if (config.data()?.habilitar_subasta !== true) throw forbidden(AUCTION_CLOSED_MESSAGE);
    const minimum = minimumBid(product, highest);
    if (amount < minimum) {
      const message = auctionTooLowMessage(minimum);
      // Below the product's own minimum is bad input; below the highest bid, a lost race.
      if (highest === null || amount < minimumBid(product, null))
        throw fieldError('amount', message);
      throw conflict(message, { amount: message });
    }
    const state = {
      highest: amount,
      offer_id: offerRef.id,
      user_id: uid,
      updated_at: FieldValue.serverTimestamp(),
    };
    const batch = db.batch();
    if (updateTime) batch.update(stateRef, state, { lastUpdateTime: updateTime });
    else batch.create(stateRef, state);
    batch.create(offerRef, { ...offer, created_at: FieldValue.serverTimestamp() });
    batch.create(
      mailRef(mailId),
      mailDocument(mailId, silentAuctionReceipt(eventId, access.event, product, offer)),
    );
    try {
      await batch.commit();
      return offer;
    } catch (err) {
      if (!lostRace(err)) throw err;
    }
  }
  throw conflict(AUCTION_BUSY_MESSAGE);
}
