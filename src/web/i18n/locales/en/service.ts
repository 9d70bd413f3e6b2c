/**
 * Customer service screen (/user_center/customer_services).
 * Keys ending in `_ng` / `_mx` are market variants: the screen shows one.
 * `include.items` is ordered: render in key order. `mailSubject` / `mailBody` prefill the mailto: link.
 */
const service = {
  title: 'Customer service',
  intro: 'Questions about your loan, a payment or your account? We are here to help.',
  hoursLabel: 'Working hours',
  hours: 'Monday to Saturday, {{hoursFrom}}–{{hoursTo}} {{timeZone}}',
  hoursNote: 'We are closed on Sundays and public holidays. Messages sent outside working hours are answered on the next working day.',
  emailLabel: 'Email',
  tapToWrite: 'Tap to write to us',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  responseTime: 'We reply within 1 working day.',
  include: {
    title: 'To help us answer faster, please include:',
    items: {
      orderNo: 'Your order number (you can find it in Records).',
      mobile: 'The mobile number you registered with.',
      issue: 'What happened, and when.',
      proof: 'For payment questions: a screenshot of your receipt, showing the amount, date and time.',
    },
  },
  never: 'Never send your card PIN, passwords or verification codes. We will never ask for them.',
  never_ng: 'Never send your full BVN, your card PIN, passwords or verification codes. We will never ask for them.',
  never_mx: 'Never send your full CURP, your card PIN (NIP), passwords or verification codes. We will never ask for them.',
  scamWarning: 'Our staff will never ask you to pay into a personal account. Pay only to the account or reference shown in the app.',
  mailSubject: '{{appName}} help request',
  mailBody: 'Order number:\nRegistered mobile number:\nMy question:\n',
} as const;

export default service;
