import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { MockAppProviders } from '../../shared/mocks/decorators.tsx';

/** Where a finished flow lands in stories: shows the path, so a play function can assert it. */
function Landing() {
  const location = useLocation();
  return <p role="status">Landed on {location.pathname}</p>;
}

/** Renders the screen at `path` inside the app's providers, with landing pages for where it navigates. */
export function authStory(path: string, screen: ReactNode): Decorator {
  return function AuthStoryDecorator() {
    return (
      <MockAppProviders route={path}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </MockAppProviders>
    );
  };
}
