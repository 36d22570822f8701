export { deferred, useWhenIdle, usePreloadWhenIdle, type DeferredComponent } from './lazy.tsx';
