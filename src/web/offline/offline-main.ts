import { readLastLoan } from '../lib/last-loan';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { offlineLanguage, offlineScreen, renderOfflineScreen } from './offline-page';

// The built chunk of this file is offline.html's classic script (tools/offline-shell.ts); the
// page names the build's app in `data-app` for a device that stored none.
const main = document.getElementById('offline');
if (main) {
  const app = storage.read<string>(STORAGE_KEYS.packageName) || document.documentElement.dataset.app || '';
  const language = offlineLanguage(storage.read(STORAGE_KEYS.language), app);
  renderOfflineScreen(document, main, offlineScreen(language, readLastLoan()), () => window.location.reload());
}
