/** The demo organisation: its people, and seeding it into an empty database. */
export { DEMO_ACCOUNTS, DEMO_ORG, DEMO_PASSWORD } from './demo-data.ts';
export { seedDemo, seedIfEmpty } from './seed.ts';
