/** The product's own name, shown where a screen names the product (spec 000 §1). */
export const PRODUCT_NAME = 'Kindred';
export const PRODUCT_TAGLINE = 'Know your colleagues. Work better together.';
