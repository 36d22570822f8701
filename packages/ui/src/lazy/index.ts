export { deferred, usePreloadWhenIdle, type DeferredComponent } from './lazy.tsx';
