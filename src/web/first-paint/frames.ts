import type { FrameLogin } from './boot-data';

/**
 * The opening screens served pre-rendered (decision 0062), per language: the build renders each
 * with its real components (render.tsx) into index.html, the boot script paints the one that
 * matches the opening route, language and login state, and main.tsx hydrates it.
 * Each holds the element that is the screen's largest (Home's logged-out banner, the login
 * lead, the personal-info intro), so the largest contentful paint is the frame's.
 */
export const SERVED_FRAMES: readonly { path: string; login: FrameLogin }[] = [
  // Logged in, Home's status (and so its layout) is unknown until its call answers.
  { path: '/', login: 'out' },
  { path: '/user/login', login: 'any' },
  // Logged out, the guard sends this screen to the login.
  { path: '/auth/personal_infomation', login: 'in' },
];

export const FRAME_LANGUAGES = ['en', 'es'] as const;
