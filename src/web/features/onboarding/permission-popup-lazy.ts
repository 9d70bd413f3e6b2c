import { lazyPart } from '../../lib/lazy-part';

// The consent popup (and the UI kit's popup and checkbox) loads when a step first shows it, not
// with every onboarding screen that imports this feature.
export const PermissionPopup = lazyPart(() => import('./components/permission-popup').then((m) => m.PermissionPopup));
