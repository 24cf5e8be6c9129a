import { PAYU_CHECKOUT } from '@aforo/domain';
import type { PayuConfig } from '../../config';
import { checkoutSignature } from './signature';

/** Every field of the WebCheckout form (part 3 §7); the browser posts them to `url` as they are. */
export interface PayuCheckoutForm {
  url: string;
  fields: {
    merchantId: string;
    accountId: string;
    description: string;
    referenceCode: string;
    amount: string;
    tax: string;
    taxReturnBase: string;
    currency: string;
    lng: string;
    responseUrl: string;
    confirmationUrl: string;
    buyerEmail: string;
    algorithm: string;
    signature: string;
  };
}

/** Where PayU posts its confirmations: a route of this API. */
export const PAYU_CONFIRMATION_PATH = '/api/payments/payu/confirmation';

export function checkoutForm(
  config: PayuConfig,
  order: {
    referenceCode: string;
    amount: number;
    currency: string;
    description: string;
    buyerEmail: string;
  },
  /** Built by config/links.ts: the buyer's landing in the app it paid from, and this API. */
  urls: { responseUrl: string; confirmationUrl: string },
): PayuCheckoutForm {
  return {
    url: config.checkoutUrl,
    fields: {
      merchantId: config.merchantId,
      accountId: config.accountId,
      description: order.description,
      referenceCode: order.referenceCode,
      // The same text the signature is computed on: PayU signs what it receives.
      amount: String(order.amount),
      tax: String(PAYU_CHECKOUT.tax),
      // No VAT: the base is 0 as well (PayU requires both when tax is 0).
      taxReturnBase: '0',
      currency: order.currency,
      lng: PAYU_CHECKOUT.lng,
      responseUrl: urls.responseUrl,
      confirmationUrl: urls.confirmationUrl,
      buyerEmail: order.buyerEmail,
      algorithm: PAYU_CHECKOUT.algorithm,
      signature: checkoutSignature({
        apiKey: config.apiKey,
        merchantId: config.merchantId,
        referenceCode: order.referenceCode,
        amount: order.amount,
        currency: order.currency,
      }),
    },
  };
}
