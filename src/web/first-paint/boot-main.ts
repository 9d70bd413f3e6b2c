import { boot } from './boot';

// The built chunk of this file is index.html's parser-blocking classic script (tools/first-paint.ts).
boot(document, window, (document.currentScript as HTMLScriptElement).src);
