export { deferred, preloadDeferred, useWhenIdle, usePreloadWhenIdle, type DeferredComponent } from './lazy.tsx';
