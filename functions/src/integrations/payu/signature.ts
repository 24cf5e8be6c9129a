import { createHash, timingSafeEqual } from 'node:crypto';
import { PAYU_CHECKOUT, payuSignatureText } from '@aforo/domain';
import { payuConfirmationSignatureText, type PayuConfirmation } from '@aforo/domain';

const digest = (algorithm: 'md5' | 'sha1' | 'sha256', text: string) =>
  createHash(algorithm).update(text, 'utf8').digest('hex');

/** The checkout form's signature (SHA-256, the algorithm the form declares). */
export function checkoutSignature(input: Parameters<typeof payuSignatureText>[0]): string {
  if (PAYU_CHECKOUT.algorithm !== 'SHA256') throw new Error('Unexpected checkout algorithm');
  return digest('sha256', payuSignatureText(input));
}

/**
 * Whether the confirmation's `sign` is PayU's: the digest of its text under our API key. PayU
 * signs with the algorithm the checkout form named (SHA256 here); MD5 and SHA1, the form's other
 * choices, are accepted too, since the key, not the digest, is what a forger lacks. Compared in
 * constant time.
 */
export function isPayuSign(
  notification: Pick<
    PayuConfirmation,
    'merchant_id' | 'reference_sale' | 'value' | 'currency' | 'state_pol' | 'sign'
  >,
  apiKey: string,
): boolean {
  const text = payuConfirmationSignatureText({
    apiKey,
    merchantId: notification.merchant_id,
    referenceSale: notification.reference_sale,
    value: notification.value,
    currency: notification.currency,
    statePol: notification.state_pol,
  });
  const given = Buffer.from(notification.sign.toLowerCase(), 'utf8');
  return (['sha256', 'md5', 'sha1'] as const).some((algorithm) => {
    const expected = Buffer.from(digest(algorithm, text), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
