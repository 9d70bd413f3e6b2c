/**
 * About us (/user_center/about_us). Keys ending in `_ng` / `_mx` are market variants: the screen shows one.
 * `offer.items`, `howItWorks.steps` and `responsible.items` are ordered: render them in key order.
 */
const about = {
  title: 'About us',
  mission: {
    title: 'Our mission',
    body: '{{appName}} helps working people get a small loan quickly, when they need it, straight from their phone. We want borrowing to be simple, fast and honest. You always see the full price before you accept, and you are treated with respect from the first day to the last payment.',
  },
  offer: {
    title: 'What we offer',
    items: {
      amounts: 'Personal loans from {{minAmount}} to {{maxAmount}}, for {{minDays}} to {{maxDays}} days.',
      online: 'A fully online application: no paperwork, no collateral, no guarantor, no office visit.',
      fast: 'A decision within 1 working day, usually in minutes, and money in your bank account usually 10 to 60 minutes after you confirm.',
      growth:
        'A limit that grows when you repay on time, up to {{maxLimit}}, with lower interest for returning customers.',
    },
  },
  howItWorks: {
    title: 'How it works',
    steps: {
      apply: {
        title: 'Apply',
        text: 'Register with your mobile number, fill in your details and take photos of your ID.',
      },
      bank: {
        title: 'Add a bank account',
        text: 'Add a bank account in your own name. This is where we send your money.',
      },
      receive: {
        title: 'Receive your money',
        text: 'Check the figures, confirm the loan, and the money arrives in your account.',
      },
    },
  },
  responsible: {
    title: 'Responsible lending',
    items: {
      pricing:
        'Honest pricing: every fee, the interest, the amount you receive, the total to repay and the due date are shown before you accept.',
      noHidden: 'No hidden charges. We never ask you to pay anything before you get a loan.',
      cost: 'The yearly cost of your loan ({{costName}}) is on the confirm screen and in your agreement, so you can compare us with other lenders.',
      affordability: 'We lend what we believe you can repay. One loan at a time helps you avoid debt you cannot carry.',
      respect:
        'Respectful collection: we never shame you, and we never contact your family, friends or employer about your debt.',
    },
  },
  /** The law the app lends under: no registration is claimed here (decision 0078). */
  regulator_ng:
    '{{appName}} lends under the Digital, Electronic, Online, or Non-Traditional Consumer Lending Regulations 2025, which the Federal Competition and Consumer Protection Commission (FCCPC) enforces.',
  regulator_mx:
    '{{appName}} lends under the federal laws of Mexico. CONDUSEF, the National Commission for the Protection and Defence of Users of Financial Services, protects the users of financial services.',
  /**
   * Shown only when the deployment's settings hold the registration number (REGISTRATION_FCCPC_NG,
   * REGISTRATION_CONDUSEF_MX).
   */
  registered_ng: '{{appName}} is registered with the FCCPC as a digital lender under number {{number}}.',
  registered_mx:
    '{{appName}} operates as a SOFOM E.N.R. (a multiple-purpose financial company that is not a regulated entity), registered with CONDUSEF in its Register of Financial Service Providers (SIPRES) under number {{number}}. It does not need authorization from the Ministry of Finance (SHCP) to operate. The National Banking and Securities Commission (CNBV) supervises it only on anti-money-laundering rules.',
  contact: {
    title: 'Contact us',
    line: 'Questions? Write to {{supportEmail}}. We reply Monday to Saturday, {{hoursFrom}}–{{hoursTo}} {{timeZone}}.',
  },
} as const;

export default about;
