import type { ComponentType } from 'react';

export type Tab = 'home' | 'records' | 'me';

export interface Screen {
  /** The hash route path, verbatim from SPEC §2. */
  path: string;
  /** SPEC's screen name where it has one; the route guard reads it. */
  name: string;
  load: () => Promise<{ default: ComponentType }>;
  tab?: Tab;
}

/**
 * The route table. Every screen is its own lazy chunk so the entry stays small; paths and
 * names are SPEC's contract, kept verbatim (personal_infomation included).
 */
export const SCREENS: Screen[] = [
  { path: '/', name: 'home', tab: 'home', load: () => import('../features/home/home-screen') },
  { path: '/records', name: 'records', tab: 'records', load: () => import('../features/records/records-screen') },
  { path: '/me', name: 'me', tab: 'me', load: () => import('../features/me/me-screen') },
  { path: '/user/login', name: 'login', load: () => import('../features/user/login-screen') },
  { path: '/user/register', name: 'register', load: () => import('../features/user/register-screen') },
  { path: '/user_center/settings', name: 'settings', load: () => import('../features/user_center/settings-screen') },
  { path: '/user_center/language', name: 'language', load: () => import('../features/user_center/language-screen') },
];

/** Groups of SPEC §2 whose bare path redirects to a child. */
export const GROUP_REDIRECTS: Record<string, string> = {
  '/user_center': '/user_center/settings',
};
