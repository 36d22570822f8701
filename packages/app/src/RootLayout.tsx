import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** An address with a scheme ('https:', 'mailto:') leaves the app: the router must not make it a path of ours. */
const EXTERNAL_HREF = /^[a-z][a-z\d+.-]*:/i;

/** The router's href for the app's own paths; an external address as it is (a resource's 'View Resource'). */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return EXTERNAL_HREF.test(href) ? href : routed;
}

/** Lets the kit's links and menus navigate client-side through the router. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useLinkHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}
