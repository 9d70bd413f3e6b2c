/**
 * Chrome of the Me group (/user_center/*) and the legal pages: labels, tabs, states.
 * The long-form texts live in faq, about, service and legal; product figures come in as {{variables}}.
 */
const me = {
  faq: {
    glanceTitle: 'Our loans at a glance',
    glanceHint: 'Figures of the loans we offer today. Your own offer is shown before you accept.',
    amount: 'Amount',
    term: 'Term',
    interest: 'Interest',
    reloanInterest: 'Returning customers',
    fee: 'Processing fee',
    feeTax: 'Tax on the fee',
    penalty: 'Late penalty',
    perDay: '{{rate}} per day',
    ofFee: '{{rate}} of the fee',
    daysRange: '{{from}}–{{to}} days',
    daysOne: '{{days}} days',
    daysList: '{{list}} days',
    contact: 'Contact customer service',
  },
  about: {
    tagline: 'Small loans, fast and honest',
    version: 'Version {{version}}',
    documents: 'Documents',
    privacy: 'Privacy Policy',
    terms: 'Terms and Conditions',
  },
  service: {
    openNow: 'Open now',
    closedNow: 'Closed now',
    localTime: 'Local time: {{time}}',
    write: 'Write an email',
  },
  coupon: {
    title: 'My coupons',
    tabs: { available: 'Available', used: 'Used', expired: 'Expired' },
    minQuota: 'For loans from {{quota}}',
    anyLoan: 'For any loan amount',
    validUntil: 'Valid until {{date}}',
    usedOn: 'Used on {{date}}',
    expiredOn: 'Expired on {{date}}',
    source: {
      lottery: 'Prize draw',
      cardAuthorization: 'Reward for authorizing your card',
    },
    status: { available: 'Ready to use', used: 'Used', expired: 'Expired', reserved: 'Held for a payment' },
    off: 'off your repayment',
    emptyHint: {
      available: 'Coupons you win or receive will show here.',
      used: 'Coupons you have used will show here.',
      expired: 'Coupons that expired before use will show here.',
    },
    howTitle: 'How coupons work',
    how: {
      choose: 'Choose a coupon on the payment screen when you repay: its value is taken off the amount you pay.',
      quota: 'A coupon works only on a loan of at least the amount it shows.',
      once: 'Each coupon can be used once, before its expiry date, by you only.',
      cash: 'Coupons cannot be exchanged for cash.',
    },
    drawBanner: 'You have a prize draw waiting',
    drawBannerHint: 'Draw now to win a repayment coupon.',
    drawNow: 'Draw now',
  },
  openApp: {
    title: 'Get the app',
    headline: 'Everything in {{appName}}, in your pocket',
    intro: 'The app keeps you logged in, reminds you before your due date and lets you repay in a few taps.',
    benefits: {
      reminders: 'Reminders before your due date, so you never pay late.',
      faster: 'Faster applications: your details stay saved on your phone.',
      secure: 'A secure login on your own device.',
    },
    android: 'Get it for Android',
    ios: 'Download on the App Store',
    unavailable: 'The app download is not available right now. You can keep using {{appName}} here in your browser.',
    continueWeb: 'Continue in the browser',
  },
  legal: {
    documentsTitle: 'Legal',
    pendingTitle: 'Figures appear when you roll over a loan',
    pendingText: 'This is the agreement you accept when you extend a loan. The rollover fee, the new due date and the amount due are filled in from your loan on the rollover screen, before you confirm.',
    pendingFigure: '[shown when you roll over]',
    orderFigure: '[your loan order number]',
    sections: 'Contents',
  },
} as const;

export default me;
