/**
 * Every profile API call's schemas (docs/product.md#the-calls) from one module, for the server and the MSW handlers,
 * never a page's bundle. A module of its own: a page that imports one profile schema does not carry the chat calls
 * with it.
 */
export * from './profile';
export * from './profile-edit';
export * from './connections';
export * from './chat';
