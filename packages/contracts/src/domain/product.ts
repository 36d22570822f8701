/** The product's own name, shown where a screen names the product (docs/product.md#what-kindred-does). */
export const PRODUCT_NAME = 'Kindred';
export const PRODUCT_TAGLINE = 'Know your colleagues. Work better together.';
