/**
 * The offline screen (dist/web/offline.html, shown by the service worker when a page cannot be
 * reached) and the web app manifests' description. The loan's words are Home's (loan.ts).
 */
const offline = {
  title: "You're offline",
  text: "Presta can't reach the internet right now. Check your connection, then try again.",
  retry: 'Try again',
  description: 'Small short-term loans, honest pricing.',
} as const;

export default offline;
