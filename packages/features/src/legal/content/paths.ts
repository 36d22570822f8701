/** The public policy routes (docs/product.md#screens-and-routes). */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';
