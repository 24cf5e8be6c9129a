import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import {
  AUCTION_BID_STEP,
  biddingConfigSchema,
  compareProductPositions,
  minimumBid,
  offerSchema,
  productSchema,
} from './product.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const valid = {
  name: 'Cuadro',
  description: '<p>Óleo sobre lienzo</p>',
  image: ['https://x.co/1.png'],
};

describe('productSchema', () => {
  it('accepts a product; by and price are optional', async () => {
    expect(await validateBody(productSchema, valid)).toMatchObject({
      ...valid,
      by: '',
      price: null,
    });
    // A number input the organizer emptied sends '': no price, not a wrong one.
    expect(
      await validateBody(productSchema, { ...valid, price: '', start_price: '' }),
    ).toMatchObject({ price: null, start_price: null });
  });

  it('gives the spec messages', async () => {
    expect(await errorsOf(productSchema, {})).toEqual([
      'El nombre del producto es requerido',
      'La descripción del producto es requerida',
      'La imagen es requerida',
    ]);
    expect(await errorsOf(productSchema, { ...valid, image: [] })).toEqual([
      'La imagen es requerida',
    ]);
    expect(await errorsOf(productSchema, { ...valid, image: ['', 'https://x.co/2.png'] })).toEqual([
      'La imagen es requerida',
    ]);
    expect(
      await errorsOf(productSchema, {
        ...valid,
        image: [...valid.image, ...valid.image, ...valid.image],
      }),
    ).toEqual(['Máximo 2 imágenes']);
  });

  it('allows 10000 visible characters of description, not more', async () => {
    expect(await errorsOf(productSchema, { ...valid, description: 'x'.repeat(10_000) })).toEqual(
      [],
    );
    expect(await errorsOf(productSchema, { ...valid, description: 'x'.repeat(10_001) })).toEqual([
      'Este campo no debe tener más de 10000 caracteres',
    ]);
    expect(await errorsOf(productSchema, { ...valid, description: ONE_MB })).not.toEqual([]);
  });
});

describe('compareProductPositions', () => {
  it('orders by position (index + 1), then name, never-ordered products last', () => {
    const list = [
      { name: 'C', position: 0 },
      { name: 'B', position: 2 },
      { name: 'A', position: 2 },
      { name: 'D', position: 1 },
    ];
    expect([...list].sort(compareProductPositions).map((p) => p.name)).toEqual([
      'D',
      'A',
      'B',
      'C',
    ]);
  });
});

describe('offers and bidding', () => {
  it('wants a positive bid', async () => {
    expect(await errorsOf(offerSchema, { amount: 100 })).toEqual([]);
    expect(await errorsOf(offerSchema, { amount: 0 })).toEqual(['Ingrese un valor mayor a cero']);
    expect(await errorsOf(offerSchema, {})).toEqual(['Ingrese un valor']);
  });

  it('wants a finite number of a sane size, never text', async () => {
    for (const amount of [1e300, Infinity, NaN, '5000', 'mucho', [5000], { $gt: 0 }]) {
      expect(await errorsOf(offerSchema, { amount }), String(amount)).not.toEqual([]);
    }
  });

  it("asks for the product's minimum, then the highest bid plus the step", () => {
    expect(minimumBid({ start_price: 150, price: 100 }, null)).toBe(150);
    expect(minimumBid({ start_price: null, price: 100 }, null)).toBe(100);
    expect(minimumBid({ start_price: null, price: null }, null)).toBe(0);
    expect(minimumBid({ start_price: 150, price: null }, 6000)).toBe(6000 + AUCTION_BID_STEP);
    expect(minimumBid({ start_price: 150, price: null }, 100)).toBe(150);
  });

  it('starts with bidding off', async () => {
    expect(await validateBody(biddingConfigSchema, {})).toEqual({
      habilitar_subasta: false,
      message: '',
    });
    expect(await errorsOf(biddingConfigSchema, { message: ONE_MB })).not.toEqual([]);
  });
});
