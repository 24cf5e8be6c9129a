// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { postCheckoutForm } from './checkout';

describe('postCheckoutForm', () => {
  it('posts every field as a hidden input of a real form to the checkout', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    postCheckoutForm({
      url: 'https://checkout.example/ppp-web-gateway-payu/',
      fields: { merchantId: '508029', amount: '50000', signature: 'abc' },
    });
    const form = document.querySelector('form');
    expect(form?.method).toBe('post');
    expect(form?.action).toBe('https://checkout.example/ppp-web-gateway-payu/');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({
      merchantId: '508029',
      amount: '50000',
      signature: 'abc',
    });
    expect(submit).toHaveBeenCalledOnce();
  });
});
