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
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { landingUrl } from '../config';
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

/**
 * The silent-auction notice to the bidder whose bid was the highest until `newAmount` beat it, so
 * it can bid again while the auction is open.
 */
export function outbidNotice(
  eventId: string,
  event: Pick<AforoEvent, 'name'>,
  product: Pick<Product, 'name' | 'currency'>,
  outbid: Pick<Offer, 'email' | 'first_name' | 'amount'>,
  newAmount: number,
): OutgoingMail {
  return {
    to: outbid.email,
    kind: 'silent_auction',
    eventId,
    subject: `Tu oferta por ${product.name} fue superada`,
    paragraphs: [
      `Hola ${outbid.first_name},`,
      `Tu oferta de ${money(outbid.amount, product.currency)} por ${product.name} en la subasta silenciosa de ${event.name} fue superada por una nueva oferta de ${money(newAmount, product.currency)}.`,
      `Si quieres conservar la oportunidad, puedes ofertar de nuevo mientras la subasta esté abierta.`,
    ],
    links: [{ label: 'Ofertar de nuevo', url: `${landingUrl(eventId)}/product` }],
  };
}

/** The outbid notice's id: one per beaten offer, whichever bid beat it. */
export const outbidMailId = (eventId: string, productId: string, offerId: string) =>
  mailIdFor('silent_auction_outbid', eventId, productId, offerId);

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

type StoredOffer = Omit<Offer, 'created_at'> & { created_at?: unknown };

/**
 * The auction state as read now, with what a write needs to fail if it changed meanwhile, and the
 * highest offer itself (whose bidder a higher bid notifies). Bids stored before there was a state
 * (or written by the admin SDK) count once, through a query.
 */
export async function readHighest(
  eventId: string,
  productId: string,
): Promise<{
  highest: number | null;
  offer: StoredOffer | null;
  updateTime: Timestamp | null;
}> {
  const ref = auctionStateRef(eventId, productId);
  const snap = await ref.get();
  if (snap.exists) {
    const state = snap.data() as AuctionState;
    const offer = (await refs.offers(eventId, productId).doc(state.offer_id).get()).data() ?? null;
    return { highest: state.highest, offer, updateTime: snap.updateTime ?? null };
  }
  const top = await refs.offers(eventId, productId).orderBy('amount', 'desc').limit(1).get();
  const offer = top.docs[0]?.data() ?? null;
  return { highest: offer?.amount ?? null, offer, updateTime: null };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Places a bid: bidding open, the caller registered in the event, the amount at least the
 * product's minimum and the current highest bid plus the step. The decision is one atomic commit
 * (offer, new highest, receipt, the outbid bidder's notice) conditioned on the auction state
 * being exactly the one the check read (its update time, or its absence): an optimistic
 * transaction. Of two concurrent bids that read the same highest, the second commit fails,
 * re-reads the new highest and is refused. Not db.runTransaction: under the emulator's
 * pessimistic locks, 10 concurrent bids in read-write transactions did not finish in 120 s
 * (tried again since), where this takes a few.
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
    const [config, current] = await Promise.all([
      refs.biddingConfig(eventId).get(),
      readHighest(eventId, productId),
    ]);
    const previous = current.offer;
    const { highest, updateTime } = current;
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
    // The bidder it displaces hears of it, in the same batch: only the bid that really took the
    // highest place sends it (a bid that lost the race writes nothing), and only once per beaten
    // offer. Beating one's own bid notifies nobody.
    if (previous && previous.user_id !== uid && previous.email) {
      const outbidId = outbidMailId(eventId, productId, previous._id);
      batch.create(
        mailRef(outbidId),
        mailDocument(outbidId, outbidNotice(eventId, access.event, product, previous, amount)),
      );
    }
    try {
      await batch.commit();
      return offer;
    } catch (err) {
      if (!lostRace(err)) throw err;
    }
  }
  throw conflict(AUCTION_BUSY_MESSAGE);
}
