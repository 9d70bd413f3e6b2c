import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { HashRouter, Navigate, Route, Routes } from '../lib/hash-router';
import { GUARDED_SCREENS, RequireToken } from './guard';
import { LiveScreen } from './live-screen';
import { RootLayout } from './root-layout';
import { GROUP_REDIRECTS, SCREENS, type Screen } from './screens';
import { TabLayout } from './tab-layout';

/**
 * The declarative hash router: the data router's machinery (loaders, actions) would add to
 * the entry bundle for nothing we use; the guard is a component instead.
 */
const lazyScreens = new Map<Screen, LazyExoticComponent<ComponentType>>(SCREENS.map((s) => [s, lazy(s.load)]));
const NotFound = lazy(() => import('./not-found-screen'));

function element(screen: Screen) {
  const Component = lazyScreens.get(screen)!;
  return (
    <LiveScreen>
      {GUARDED_SCREENS.has(screen.name) ? (
        <RequireToken>
          <Component />
        </RequireToken>
      ) : (
        <Component />
      )}
    </LiveScreen>
  );
}

export function AppRouter() {
  return (
    <HashRouter>
      <RootLayout>
        <Routes>
          <Route element={<TabLayout />}>
            {SCREENS.filter((s) => s.tab).map((s) => (
              <Route key={s.path} path={s.path} element={element(s)} />
            ))}
          </Route>
          {SCREENS.filter((s) => !s.tab).map((s) => (
            <Route key={s.path} path={s.path} element={element(s)} />
          ))}
          {Object.entries(GROUP_REDIRECTS).map(([path, to]) => (
            <Route key={path} path={path} element={<Navigate to={to} replace />} />
          ))}
          <Route
            path="*"
            element={
              <LiveScreen>
                <NotFound />
              </LiveScreen>
            }
          />
        </Routes>
      </RootLayout>
    </HashRouter>
  );
}
