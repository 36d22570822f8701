/**
 * The Temporal polyfill, installed on the page: loaded by `ensureTemporal` (events.ts) only in a browser that has
 * no Temporal of its own, so no one else downloads it. (A module of its own, imported statically here, so that
 * Storybook and Vite see the package up front.)
 */
import 'temporal-polyfill/global';
