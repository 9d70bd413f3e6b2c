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
  hoursNote: 'We are closed on Sundays and public holidays.',
  emailLabel: 'Email',
  tapToWrite: 'Tap to write to us',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  complaintsLabel: 'Complaints',
  complaintsIntro:
    'To complain about a loan, a payment, a charge, a collector or your data, open a case in the app: you get a case number at once, we answer by a deadline you can see, and you follow every answer here.',
  complaintsOpen: 'Make or follow a complaint',
  emailNote:
    'E-mail is for questions. A complaint sent by e-mail has no case number or deadline: please use the complaint form.',
  complaints: {
    title: 'Complaints',
    formTitle: 'Make a complaint',
    category: 'What is it about?',
    choose: 'Choose one',
    categories: {
      payment: 'A payment I made',
      disbursement: 'Money I did not receive',
      charges: 'Interest, fees or charges',
      collection: 'How I was contacted about a debt',
      privacy: 'My personal data',
      account: 'My account or the app',
      other: 'Something else',
    },
    text: 'What happened?',
    textHint: 'Say what happened and when, and the order number if there is one ({{min}}–{{max}} characters).',
    count: '{{count}} / {{max}}',
    photo: 'Photo (optional)',
    photoHint: 'A screenshot or a receipt, if it helps.',
    choosePhoto: 'Add a photo',
    changePhoto: 'Change the photo',
    removePhoto: 'Remove the photo',
    uploading: 'Uploading… {{percent}}%',
    submit: 'Send the complaint',
    filed: 'Your complaint is filed. Case number {{caseNo}}: we will answer by {{answerBy}}.',
    listTitle: 'My complaints',
    empty: 'You have not made a complaint.',
    filedAt: 'Filed {{time}}',
    answerBy: 'Answer due by {{time}}',
    resolvedAt: 'Resolved {{time}}',
    withPhoto: 'Photo attached',
    status: { open: 'Received', inProgress: 'Being handled', resolved: 'Resolved' },
    updates: 'Answers and changes',
    noUpdates: 'No answer yet. We will send you an SMS when there is one.',
    reply: 'Our answer, {{time}}',
    statusChange: '{{time}}: now {{status}}',
    escalateTitle: 'Not satisfied with the answer?',
    escalate: 'You can take it further, quoting case number {{caseNo}}:',
    who: {
      fccpc: 'Federal Competition and Consumer Protection Commission (FCCPC)',
      une: 'Our Specialised Customer Unit (UNE)',
      condusef: 'CONDUSEF, the national commission for users of financial services',
    },
    smsNote: 'We send you an SMS each time your case changes or gets an answer.',
  },
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
  never_mx:
    'Never send your full CURP, your card PIN (NIP), passwords or verification codes. We will never ask for them.',
  scamWarning:
    'Our staff will never ask you to pay into a personal account. Pay only to the account or reference shown in the app.',
  mailSubject: '{{appName}} help request',
  mailBody: 'Order number:\nRegistered mobile number:\nMy question:\n',
} as const;

export default service;
