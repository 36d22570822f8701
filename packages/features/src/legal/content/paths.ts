/** The public policy routes (spec 000 §2). */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';
