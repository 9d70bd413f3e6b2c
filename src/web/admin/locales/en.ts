/** The console's texts in English (Spanish in es.ts has the same keys). */
const en = {
  app: { title: 'Presta console', signOut: 'Sign out', language: 'Español', loadMore: 'Load more', empty: 'Nothing here', save: 'Save', saved: 'Saved', cancel: 'Cancel', loading: 'Loading…', app: 'App' },
  nav: { dashboard: 'Dashboard', review: 'Review queue', loans: 'Loans', customers: 'Customers', products: 'Products', settings: 'Settings', operators: 'Operators', audit: 'Audit log', proofs: 'Repayment proofs', parked: 'Reconciliation' },
  signIn: {
    title: 'Sign in to the console', email: 'E-mail', password: 'Password', submit: 'Sign in',
    totpTitle: 'Authenticator code', totpHelp: 'Enter the 6-digit code from your authenticator app.', code: 'Code', verify: 'Verify',
    enrolTitle: 'Set up your authenticator', enrolHelp: 'Scan the QR code with an authenticator app (or type the secret), then enter the code it shows.', secret: 'Secret',
    changeTitle: 'Choose your password', changeHelp: 'Your one-time password must be replaced before you continue (at least 12 characters).',
    current: 'Current password', next: 'New password', change: 'Change password',
  },
  role: { reviewer: 'Reviewer', collections: 'Collections', admin: 'Admin', automation: 'Automation key' },
  status: { 1: 'Applying', 2: 'Repaying', 3: 'Overdue', 4: 'Finished', 5: 'Bank card', 6: 'Personal info', 7: 'Lending', 8: 'Cancelled', 9: 'Rejected', 10: 'Payout failed', 11: 'Photos', 12: 'Work info', 14: 'Approved', 17: 'Questionnaire', 18: 'Get money' },
  operationsAlerts: {
    title: 'Needs attention', none: 'Nothing needs attention: payouts, vendors and background work are on time.',
    payoutStuck: '{{count}} payout(s) pending at the provider for over {{oldestMinutes}} minutes: check them on the provider\'s dashboard.',
    vendorSilent: '{{vendor}} has sent no payment notification for {{silentMinutes}} minutes: check its status and our webhook settings.',
    jobsBehind: '{{due}} background job(s) waiting, the oldest for {{oldestMinutes}} minutes: background work is not keeping up.',
    jobsFailed: '{{count}} background job(s) gave up in the last 24 hours: see the runbook.',
  },
  dashboard: {
    title: 'Portfolio by weekly cohort', applications: 'Applications', approved: 'Approved', approvalRate: 'Approval rate', disbursed: 'Disbursed',
    collected: 'Collected', overdueRate: 'Overdue rate', week: 'Week of', none: 'No applications in this period',
    revealAlert: '{{operator}} reached the hourly limit of identifier reveals: {{refused}} refused in the last 24 hours (last at {{at}}). See the audit log.',
  },
  identity: {
    title: 'Identity checks',
    kinds: { bvn: 'BVN', nin: 'NIN', curp: 'CURP (RENAPO)', bankAccountName: 'Bank account name', liveness: 'Selfie liveness', faceMatch: 'Face match' },
    statuses: { passed: 'Passed', failed: 'Did not pass', unavailable: 'Vendor unavailable, retrying' },
    reasons: {
      bvnMissing: 'No BVN on the bank account', bvnNotFound: 'BVN not found in the registry', bvnNameMismatch: 'Name differs from the BVN record',
      bvnBirthDateMismatch: 'Birth date differs from the BVN record', accountNameMismatch: 'Bank account name differs from the BVN name',
      curpNotFound: 'CURP not found at RENAPO', curpNameMismatch: 'Name differs from RENAPO', curpBirthDateMismatch: 'Birth date differs from RENAPO',
      curpSexMismatch: 'Sex differs from RENAPO', curpStateMismatch: 'Birth state differs from RENAPO', curpInactive: 'CURP cancelled at RENAPO',
      selfieMissing: 'No selfie', idPhotoMissing: 'No ID photo', selfieNotLive: 'Selfie failed liveness', faceMismatch: 'Selfie does not match the ID photo',
      identityVendorUnavailable: 'Identity vendor unavailable after every retry',
    },
  },
  review: {
    title: 'Manual review queue', order: 'Order', name: 'Applicant', submitted: 'Submitted', score: 'Score', reasons: 'Reasons', open: 'Open',
  },
  order: {
    title: 'Order {{orderNo}}', application: 'Application', amount: 'Amount', days: 'Days', dueDate: 'Due date', limit: 'Approved limit', product: 'Product',
    profile: 'Profile', work: 'Work', photos: 'ID photos', answers: 'Questionnaire answers', assessment: 'Score and reasons', outcome: 'Outcome',
    bank: 'Bank account', timeline: 'Timeline', ledger: 'Ledger', account: 'Account', debit: 'Debit', credit: 'Credit', kind: 'Kind', at: 'At',
    decide: 'Decision', approveLimit: 'Limit to approve', approve: 'Approve', rejectReason: 'Reason for rejecting', reject: 'Reject',
    decided: 'Decision saved: status {{status}}', notUnderReview: 'This order is not waiting for review.', customer: 'Customer',
  },
  messages: {
    title: 'Messages sent', reminders: 'Reminders', purpose: 'Purpose', channel: 'Channel', vendor: 'Vendor', to: 'To', status: 'State', day: 'Day',
    purposes: { reminder: 'Reminder', loan: 'Loan code', login: 'Login code', register: 'Sign-up code' },
    states: { sending: 'Sending', sent: 'Sent', delivered: 'Delivered', undelivered: 'Not delivered', failed: 'Refused' },
    reminderStates: { claimed: 'Sending', sent: 'Sent', failed: 'Refused by every vendor', skipped: 'Not sent' },
  },
  loans: { title: 'Loans', market: 'Market', status: 'Status', bucket: 'Days past due', any: 'Any', dpd: 'DPD', dpdBucket: 'Bucket', borrower: 'Borrower', repayment: 'Repayment', disbursed: 'Disbursed' },
  customers: {
    title: 'Customers', id: 'ID', name: 'Name', mobile: 'Mobile', market: 'Market', since: 'Since', reveal: 'Reveal', revealReason: 'Why do you need to see this?',
    fields: { mobile: 'Mobile', nationalId: 'National ID (CURP)', rfc: 'RFC', nss: 'NSS', bvn: 'BVN', account: 'Account number' }, orders: 'Orders', email: 'E-mail', bank: 'Bank',
  },
  products: {
    title: 'Products and pricing', note: 'Changes apply to new orders only: orders keep the terms they were quoted.', code: 'Code', edit: 'Edit',
    fields: {
      name: 'Name', minAmount: 'Minimum amount (minor units)', maxAmount: 'Maximum amount (minor units)', amountStep: 'Amount step (minor units)', tenures: 'Tenures (days, comma-separated)',
      dailyInterestPpm: 'Daily interest (ppm)', reloanDailyInterestPpm: 'Reloan daily interest (ppm)', processingFeePpmPerDay: 'Processing fee per day (ppm)', feeTaxPpm: 'Tax on fee (ppm)',
      penaltyPpmPerDay: 'Penalty per day (ppm)', rolloverFeePpm: 'Rollover fee (ppm)', rolloverDays: 'Rollover days', maxCreditLimit: 'Highest credit limit (minor units)', active: 'Active',
    },
    preview: 'Quote preview', previewAmount: 'Amount', previewDays: 'Days', received: 'Received', interest: 'Interest', fee: 'Processing fee', tax: 'Tax', repayment: 'Repayment', apr: 'APR', cat: 'CAT', invalid: 'No quote: {{reason}}',
  },
  settings: {
    title: 'App settings', support: 'Customer service hours', opensAt: 'Opens at', closesAt: 'Closes at', days: 'Days (1 = Monday)', supportEmail: 'Support e-mail',
    reminders: 'Loan reminders', remindersHelp: 'offsets: days from the due date (−3 = three days before); texts per language with {app}, {amount}, {dueDate}, {days}; whatsapp: also by WhatsApp. Sent 08:00–20:00 local time, only to the borrower.',
    promo: 'Lottery odds, prizes and coupon rules', promoHelp: 'Weights are relative odds; amounts are minor units.', invalidJson: 'This is not valid JSON',
    device: 'Device-data groups collected', deviceHelp: 'Set in code by market regulation (src/domain/markets/device-data.ts); shown here for reference.',
  },
  operators: {
    title: 'Operators and roles', email: 'E-mail', role: 'Role', totp: 'Authenticator', lastSignIn: 'Last sign-in', disabled: 'Disabled', add: 'Add operator',
    created: 'One-time password for {{email}} (shown once): {{password}}', disable: 'Disable', enable: 'Enable', reset: 'Reset password', yes: 'Yes', no: 'No',
  },
  proofs: {
    title: 'Repayment proofs', pending: 'Waiting', confirmed: 'Confirmed', refused: 'Refused', show: 'Show', order: 'Order', amount: 'Amount', paidOn: 'Paid on',
    note: 'Borrower note', submitted: 'Sent', answerBy: 'Answer by', image: 'Proof of payment for order {{orderNo}}', confirm: 'Confirm payment',
    confirmCheck: 'Credit {{amount}} to order {{orderNo}}? This cannot be undone.', confirmYes: 'Yes, credit it', refuse: 'Refuse', refuseReason: 'Reason the borrower will read',
    confirmedMsg: 'Confirmed: {{amount}} credited to order {{orderNo}}', finishedMsg: 'Confirmed: order {{orderNo}} is paid off', refusedMsg: 'Refused',
    decidedBy: 'Answered by', status: 'Status',
  },
  parked: {
    title: 'Parked payments', help: 'Payments that matched no reference of ours or did not fit one. Apply one to a loan by its order number.', age: 'Waiting',
    received: 'Received', vendor: 'Vendor', method: 'Method', reference: 'Reference', amount: 'Amount', reason: 'Why parked', orderNo: 'Order number', match: 'Match',
    check: 'Apply {{amount}} from {{vendor}} to order {{orderNo}}? The loan is credited like any payment; this cannot be undone.', yes: 'Yes, apply it',
    matched: '{{amount}} applied to order {{orderNo}}', matchedFinished: '{{amount}} applied: order {{orderNo}} is paid off', matchedHeld: '{{amount}} kept as borrower credit on order {{orderNo}} (the loan had finished): refund it from the loan\'s page',
    reasons: {
      unknownReference: 'Unknown reference', currencyMismatch: 'Wrong currency', amountMismatch: 'Wrong amount', instrumentAlreadyPaid: 'Reference already paid',
      loanNotOpen: 'Loan not open', rolloverNotPending: 'No rollover waiting',
    },
  },
  collections: {
    title: 'Collections', owed: 'Owed', paidIn: 'Paid in', penalty: 'Penalty charged', credit: 'Borrower credit', pendingRefunds: 'Refunds on their way', available: 'Refundable',
    payments: 'Payments', proofs: 'Proofs', refunds: 'Refunds', outcome: 'Outcome', refund: 'Refund credit', refundAmount: 'Amount to refund', refundReason: 'Reason',
    refundHelp: 'Sent to the borrower\'s bank account on file.', refundCheck: 'Send {{amount}} back to the borrower? This cannot be undone.', refundYes: 'Yes, send it',
    refundSent: 'Refund of {{amount}} requested', badAmount: 'Enter an amount like 1500 or 1500.50, at most {{max}}', requestedBy: 'Requested by',
    outcomes: { credited: 'Credited', parked: 'Parked', resolved: 'Matched by an operator', heldAsCredit: 'Kept as credit (loan had finished)' }, refundStatus: { pending: 'On its way', succeeded: 'Sent', failed: 'Failed' },
  },
  reconcile: {
    title: 'Reconciliation', help: 'What the vendors and our ledger do not yet agree on, oldest first. Payments are re-checked with the vendors every few minutes and their lists compared with the ledger every day.',
    credit: 'Borrower credit to refund', creditHelp: 'Paid beyond what a loan owed, or after it finished. Refund it from the loan\'s page.', order: 'Order', held: 'Credit', pending: 'On its way', refundable: 'Refundable',
    stuck: 'Payouts and refunds stuck pending', kind: 'Kind', key: 'Our reference', amount: 'Amount', lastAnswer: 'Vendor\'s last answer', checks: 'Checks',
    kinds: { payout: 'Loan payout', refund: 'Refund' },
    answers: { pending: 'Still pending', unknownAtVendor: 'Vendor has no record', error: 'Vendor did not answer', succeeded: 'Paid', failed: 'Failed', none: 'Not asked yet' },
    differences: 'Differences with vendors', subject: 'Money', vendor: 'Vendor', vendorId: 'Vendor\'s id', reference: 'Our reference', difference: 'Difference', atVendor: 'Vendor says', inLedger: 'Ledger says',
    subjects: { collections: 'Received', payouts: 'Paid out' },
    diffKinds: { missingInLedger: 'Missing in our ledger', missingAtVendor: 'Missing at the vendor', amountDiffers: 'Amounts differ' },
    lists: 'Vendor lists', provider: 'Provider', day: 'Day', status: 'Status', items: 'Items', found: 'Differences',
    statuses: { compared: 'Compared', cannotList: 'Vendor cannot list', failed: 'Comparison failed' },
    age: { s: '{{n}} s', min: '{{n}} min', h: '{{h}} h {{m}} min', d: '{{d}} d {{h}} h' },
  },
  audit: { title: 'Audit log', at: 'When', actor: 'Operator', action: 'Action', target: 'Target', reason: 'Reason', change: 'Before → after' },
};

export default en;
export type ConsoleTexts = typeof en;
