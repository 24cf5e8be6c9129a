import { lazy } from 'react';

/*
 * The products feature's public entry (the only module other features may import: see
 * scripts/eslint/boundaries.js). The landing's section is lazily loaded: the landing's first JS
 * gets a light wrapper and the section's code and messages download when it first renders.
 */
/** The landing's product section with the silent auction (menu section `product`). */
export const ProductSection = lazy(() =>
  import('./components/product-section').then((m) => ({ default: m.ProductSection })),
);
