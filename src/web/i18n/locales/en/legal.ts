/**
 * Legal documents: privacy (/provicy), terms (/termsCondition) and convenios (/convenios, loan renewal).
 *
 * Shape of a document section: `{ title, body: { ... } }`. Render `body` values as paragraphs in key order.
 * Section keys ending in `_ng` / `_mx` are market variants: show only the one for the current market
 * (and skip the other); sections without a suffix are shown in both markets.
 * Product figures come in as {{variables}}; nothing here is a hard-coded price.
 */
const legal = {
  labels: {
    version: 'Version',
    effectiveDate: 'Effective date',
    lastUpdated: 'Last updated',
  },
  privacy: {
    title: 'Privacy Policy',
    version: 'v1.1',
    effectiveDate: '2026-11-26',
    selfService:
      'Download a copy of your data or delete your account yourself, in the app or on the web: Settings › My data and account (on the web, sign in with the code we text you).',
    sections: {
      whoWeAre: {
        title: '1. Who we are',
        body: {
          p1: 'This Privacy Policy explains what personal data {{appName}} (“we”, “us”) collects when you use our app and website, why we collect it, how we protect it, and what your rights are.',
          p2: '{{appName}} is responsible for your personal data: we decide how and why it is used. This policy applies to everyone who registers, applies for a loan or repays a loan with us.',
          p3: 'Please read it before you register. By creating an account and ticking the agreement, you confirm that you have read it. Where the law asks for your consent, we ask for it clearly, and you can withdraw it at any time.',
        },
      },
      dataWeCollect_ng: {
        title: '2. What data we collect, and why',
        body: {
          intro:
            'We collect only what we need to check who you are, decide on your loan, send you the money and receive your repayments.',
          identity:
            'Identity: your full name, date of birth, gender, BVN, photos of your ID card and a face photo (selfie). Why: to confirm that you are a real person, that you are 18 or older, and that nobody is using your name. Your BVN also links your bank account to you.',
          contact:
            'Contact details: your mobile number, email address, WhatsApp number, a second phone number and your home address. Why: to create your account, send you verification codes and messages about your loan, and reach you about repayment.',
          references:
            'Emergency contacts: the names, phone numbers and relationship of the two people you give us. Why: to confirm the details you gave us. We never tell them about your loan or your debt, and we never ask them to pay.',
          work: 'Employment and income: your type of work, employer, industry, years of experience, income range, pay frequency and paydays. Why: to check that the loan fits your income, and to set due dates that match your payday.',
          credit:
            'Credit history: your answers to our credit questionnaire. Why: to understand your current debts and how you have repaid before.',
          bank: 'Bank account: your bank, account number and account name. Why: to send you the loan and to match your repayments to you. When you pay by card, the payment provider handles your card details.',
          device:
            'Device information: phone model, operating system, device identifiers, network type and app version. Why: to keep your account secure, detect fraud (for example, many accounts on one phone) and fix technical problems.',
          apps: 'Installed apps list: the names of the apps on your phone. Why: it helps our risk assessment understand your financial activity (for example, banking or lending apps) and spot tools used for fraud.',
          location:
            'Approximate location: your general area, not your exact position. Why: to confirm that you are in Nigeria and to help detect fraud.',
          history:
            'Loan and payment history: your applications, loans, repayments, the proofs you upload and your messages with customer service. Why: to run your account and to meet our legal duties.',
          notCollected:
            'What we do NOT collect: in line with the FCCPC rules for digital lenders (2025), we do not access your phone contacts, your SMS messages, your call logs, or your photos and their metadata.',
        },
      },
      dataWeCollect_mx: {
        title: '2. What data we collect, and why',
        body: {
          intro:
            'We collect only what we need to check who you are, decide on your loan, send you the money and receive your repayments.',
          identity:
            'Identity: your full name, date and place of birth, gender, CURP, photos of your INE (front and back) and a face photo (selfie). Optional: your RFC and your NSS (social security number). Why: to confirm that you are a real person, that you are 18 or older, and that nobody is using your name. If you give your RFC or NSS, they help us confirm your work and income.',
          contact:
            'Contact details: your mobile number, email address, WhatsApp number, a second phone number and your home address (state, city, municipality and postal code). Why: to create your account, send you verification codes and messages about your loan, and reach you about repayment.',
          references:
            'Emergency contacts: the names, phone numbers and relationship of the two people you give us. Why: to confirm the details you gave us. We never tell them about your loan or your debt, and we never ask them to pay.',
          work: 'Employment and income: your type of work, employer, industry, years of experience, income range, pay frequency and paydays. Why: to check that the loan fits your income, and to set due dates that match your payday.',
          credit:
            'Credit history: your answers to our credit questionnaire. Why: to understand your current debts and how you have repaid before.',
          bank: 'Bank account: your CLABE or debit card number, the bank, and the card expiry date when you use a card. Why: to send you the loan and to match your repayments to you.',
          device:
            'Device information: phone model, operating system, device identifiers, network type and app version. Why: to keep your account secure, detect fraud (for example, many accounts on one phone) and fix technical problems.',
          apps: 'Installed apps list: the names of the apps on your phone. Why: it helps our risk assessment understand your financial activity (for example, banking or lending apps) and spot tools used for fraud.',
          location:
            'Location: where your phone is when you apply. Why: to confirm that you are in Mexico and to help detect fraud.',
          contacts:
            'Contacts: the contact list on your phone (names and numbers). Why: a normal contact list is one of the signs that a phone belongs to a real person and is not used for fraud. It also lets you choose your emergency contacts quickly. We never contact the people in your list to collect a debt, and we never tell them about your loan.',
          sms: 'SMS: the text messages on your phone, mainly financial ones such as bank alerts, payment notices and messages from other lenders. Why: they help us estimate your income and your current debts, so we do not lend you more than you can repay.',
          photos:
            'Photo metadata: the technical information saved with your photos (date, time, device model and place taken), not the pictures themselves. Why: to help detect fraud, for example an ID photo that was reused or edited.',
          history:
            'Loan and payment history: your applications, loans, repayments, the proofs you upload and your messages with customer service. Why: to run your account and to meet our legal duties.',
          consent:
            'Your consent: financial data and your face photo need your express consent. You give it when you tick the agreement. You can withdraw it (see “Your rights”), but then we cannot assess a new application.',
        },
      },
      permissions_ng: {
        title: '3. Phone permissions',
        body: {
          intro:
            'Before you first use the camera, the app shows a notice that lists what it will use and why, and asks you to agree.',
          list: 'In a web browser we ask only for the camera. Our Android and iOS app also collects your installed apps list, approximate location and device information, after you agree to the same notice. Some of our apps start the review only once our Android or iOS app has sent this information: an application made in a web browser then waits until you finish it in the app, and is cancelled if the information has not arrived 24 hours after you submitted it.',
          use: 'We use this data only to assess your application and to prevent fraud. If your application is rejected, we delete it one week after the decision, with your other personal data. Otherwise we keep it with your application records.',
          camera:
            'The camera is used for your ID photos and your selfie. Storage lets you choose a saved image, such as a repayment receipt.',
          notRequested: 'The app does not request access to your contacts, SMS, call logs or photo gallery.',
          agree:
            'You must tick the agreement on the permission screen to continue. If you refuse, we cannot assess your application. You can turn permissions off later in your phone settings.',
        },
      },
      permissions_mx: {
        title: '3. Phone permissions',
        body: {
          intro:
            'Before you first use the camera, the app shows a notice that lists what it will use and why, and asks you to agree.',
          list: 'In a web browser we ask only for the camera. Our Android and iOS app also collects your contacts, SMS, installed apps list, location, photo information (time and place) and device information, after you agree to the same notice. Some of our apps start the review only once our Android or iOS app has sent this information: an application made in a web browser then waits until you finish it in the app, and is cancelled if the information has not arrived 24 hours after you submitted it.',
          use: 'We use this data only to assess your application and to prevent fraud. If your application is rejected, we delete it one week after the decision, with your other personal data. Otherwise we keep it with your application records.',
          camera:
            'The camera is used for your ID photos and your selfie. Storage lets you choose a saved image, such as a repayment receipt.',
          agree:
            'You must tick the agreement on the permission screen to continue. If you refuse, we cannot assess your application. You can turn permissions off later in your phone settings.',
        },
      },
      howWeUse: {
        title: '4. How we use your data',
        body: {
          p1: 'To verify your identity and protect you and us from fraud.',
          p2: 'To assess your application and decide the amount and term we can offer. Our assessment is partly automated: a scoring system looks at your details together. You can ask for a person to review a decision by writing to us.',
          p3: 'To send you the money, receive your repayments and keep your loan records.',
          p4: 'To send you codes and notices about your loan. Reminders: by SMS (or WhatsApp, where we offer it) 3 days and 1 day before your due date, on the due day, and 1, 3 and 7 days after it while the loan is unpaid, only between 8:00 and 20:00 and only to you. They stop as soon as the loan is paid.',
          p5: 'To answer your questions and complaints.',
          p6: 'To improve our app and service, using combined data that does not identify you where possible.',
          p7: 'To meet our legal duties, such as anti-money-laundering checks, tax rules and requests from regulators.',
          p8: 'To tell you about offers, only if you agree. You can stop these messages at any time; the messages about your loan continue while it is open.',
        },
      },
      sharing: {
        title: '5. Who we share your data with',
        body: {
          intro: 'We share your data only when it is needed, and only with:',
          payments_ng:
            'Payment providers (Paystack, Flutterwave or Monnify): your name, mobile number, email, BVN and bank account, to send your loan, to open the account number you repay into (the bank needs your BVN for it) and to receive your repayments.',
          payments_mx:
            'Payment providers: STP receives your name and CLABE to send your loan by SPEI and gives you the CLABE you repay into; the cash payment processor (Digital FEMSA for OXXO Pay, or Conekta for Conekta Efectivo, whichever issues your reference) receives your name, email and mobile number when you pay in cash at a store.',
          identity_ng:
            'Identity verification (Dojah): your BVN or NIN, to compare the name and date of birth on record with yours, and your face photo, to compare it with the BVN photo and check that it is a live person.',
          identity_mx:
            'Identity verification (ARGOS Identity): your CURP, to check it with RENAPO and compare your name and date of birth, and your face photo and INE photo, to compare them and check that it is a live person.',
          messages_ng:
            'Messages (Termii, and Twilio when Termii cannot deliver): your mobile number and the text of each code, reminder or notice.',
          messages_mx:
            'Messages (Twilio, and Termii when Twilio cannot deliver): your mobile number and the text of each code, reminder or notice.',
          providers:
            'Cloud hosting that keeps our systems running. They must protect your data and may use it only on our instructions.',
          authorities: 'Authorities, courts and regulators, when the law requires it.',
          abroad:
            'Some providers may store data outside your country. When this happens, we use the safeguards the law requires.',
          neverSold: 'We never sell your personal data, and we never give it to others for their own marketing.',
        },
      },
      retention: {
        title: '6. How long we keep your data',
        body: {
          rejected:
            'If your application is rejected, we delete your personal data 1 week after the decision. We keep only your mobile number and the decision date, so we can apply the 30-day wait before you apply again.',
          permissions:
            'Data collected through phone permissions is deleted one week after a rejection, with the rest of your personal data. If you borrow, or your application ends another way, it is kept with your application records.',
          customers:
            'If you take a loan, we keep your data while your account is active. After the loan is closed, we keep it only as long as the law requires (for example, anti-money-laundering, tax and credit rules). Then we delete it or make it anonymous.',
        },
      },
      security: {
        title: '7. How we protect your data',
        body: {
          transit: 'Your data travels over encrypted connections.',
          encryption:
            'Identity numbers (such as BVN, CURP, RFC and NSS) and bank account numbers are stored encrypted.',
          access: 'Only staff who need your data for their work can see it.',
          never: 'We never ask for your card PIN, passwords or verification codes. Anyone who asks for them is not us.',
          breach: 'If a data breach puts you at risk, we will tell you and the authorities, as the law requires.',
          you: 'You can help: keep your phone locked and never share your verification code.',
        },
      },
      yourRights_ng: {
        title: '8. Your rights',
        body: {
          intro: 'Under the Nigeria Data Protection Act 2023 (NDPA), you have the right to:',
          informed: 'Be told how your data is used (this policy).',
          access: 'Get a copy of the personal data we hold about you.',
          correct: 'Correct data that is wrong or incomplete.',
          erase: 'Ask us to delete your data. We may keep what the law requires, or what we need while a loan is open.',
          object: 'Object to or limit some uses, including marketing.',
          portability: 'Receive your data in a common format, or ask us to send it to another company.',
          automated: 'Ask for a person to review a decision made by automated means.',
          withdraw:
            'Withdraw your consent at any time. This does not affect what we did before, but we may no longer be able to assess an application.',
          how: 'To use these rights, write to {{supportEmail}} from your registered details. We may ask you to confirm your identity. We reply within the time the law sets.',
          complain:
            'If you are not happy with our answer, you can complain to the Nigeria Data Protection Commission (NDPC).',
        },
      },
      yourRights_mx: {
        title: '8. Your rights (ARCO)',
        body: {
          intro:
            'Under the Federal Law on Protection of Personal Data Held by Private Parties (LFPDPPP), you have the ARCO rights:',
          access: 'Access: know what personal data we hold about you and how we use it.',
          rectification: 'Rectification: correct data that is wrong or incomplete.',
          cancellation:
            'Cancellation: ask us to delete your data. We may keep what the law requires, or what we need while a loan is open.',
          opposition: 'Opposition: object to some uses of your data, for example marketing.',
          revoke: 'You can also withdraw your consent, or limit the use of your data for offers.',
          how: 'To use these rights, write to {{supportEmail}} with: your full name, your registered mobile number, a copy of your official ID, the right you want to use and the data it is about. We reply within the time the law sets and tell you the result.',
          complain: 'If you are not happy with our answer, you can go to the personal data protection authority.',
        },
      },
      changes: {
        title: '9. Changes to this policy',
        body: {
          p1: 'We may update this policy. Before an important change applies, we will tell you in the app. The version and the effective date are shown at the top.',
        },
      },
      contact: {
        title: '10. Contact',
        body: {
          p1: 'For any question about your personal data, write to {{supportEmail}} with “Privacy” in the subject. We answer Monday to Saturday, {{hoursFrom}}–{{hoursTo}} {{timeZone}}.',
        },
      },
    },
  },
  terms: {
    title: 'Terms and Conditions',
    version: 'v1.1',
    effectiveDate: '2026-11-26',
    intro:
      'These terms are an agreement between you and {{appName}}. They apply when you create an account and each time you take a loan. Please read them carefully. Each loan also has its own loan agreement, which shows the exact figures for that loan.',
    /** Shown under the intro only when the deployment's settings hold the number (decision 0078). */
    registered_ng:
      '{{appName}} is registered with the Federal Competition and Consumer Protection Commission (FCCPC) as a digital lender under number {{number}}.',
    registered_mx:
      '{{appName}} is a SOFOM E.N.R. registered with CONDUSEF in its Register of Financial Service Providers (SIPRES) under number {{number}}.',
    sections: {
      eligibility: {
        title: '1. Who can use {{appName}}',
        body: {
          p1: 'You must be 18 or older, live in the country where you apply, and have a regular monthly income.',
          p2: 'You must use your own mobile number, your own identity documents and a bank account in your own name.',
          p3: 'Everything you tell us must be true and complete. You may have only one account.',
        },
      },
      account: {
        title: '2. Your account',
        body: {
          p1: 'You register and log in with your mobile number and a one-time verification code. Never share this code with anyone, including people who say they work for us.',
          p2: 'You are responsible for what happens in your account. If you lose your phone or think someone else is using your account, tell us right away.',
          p3: 'For your safety, your session may end after some time, or when your account is opened on another phone.',
        },
      },
      assessment: {
        title: '3. Application and assessment',
        body: {
          p1: 'When you apply, you allow us to verify your identity and check your details. We decide within 1 working day, usually in minutes.',
          p2: 'We may approve or reject an application, or offer a lower amount than you asked for. We do not have to give the detailed reason.',
          p3: 'If your application is rejected, you can apply again after 30 days.',
        },
      },
      loansAndPricing: {
        title: '4. Loans and pricing',
        body: {
          amounts:
            'Loans go from {{minAmount}} to {{maxAmount}}, with terms from {{minDays}} to {{maxDays}} days. The options you see depend on your assessment.',
          interest:
            'Interest is {{dailyInterest}} per day on the loan amount. Returning customers may get a lower rate, as low as {{reloanInterest}} per day.',
          fee: 'A processing fee of {{processingFee}} per day of the loan term is charged, plus a tax of {{feeTax}} on that fee. The fee and the tax are deducted from the loan amount when we send the money. This means you receive less than the loan amount, but you repay the full loan amount plus interest.',
          fee_mx:
            "A processing fee of {{processingFee}} per day of the loan term is charged, plus IVA (VAT) of {{feeTax}} on that fee. The fee and its IVA are deducted from the loan amount when we send the money. This means you receive less than the loan amount, but you repay the full loan amount plus the interest. IVA of {{interestTax}} is also charged on the interest, on each day's late penalty and on a rollover fee, and added to what you pay.",
          disclosure:
            'Before you accept, the confirm screen shows the loan amount, the amount you will receive, the fee, the tax, the interest, the total to repay, the due date and the yearly cost ({{costName}}). There are no other charges.',
          disclosure_mx:
            'Before you accept, the confirm screen shows the loan amount, the amount you will receive, the fee and its IVA, the interest and its IVA, the total to repay, the due date and the CAT without IVA, with the day it was computed. There are no other charges.',
          oneLoan: 'You can have only one loan at a time.',
          confirm: 'An approved loan must be confirmed within 24 hours. If not, it is cancelled automatically.',
          disbursal:
            'After you confirm, we send the money to your bank account, usually in 10 to 60 minutes. If the transfer fails because of your bank details, we will ask you to correct them. If we have paused payments for a while, the app says so and sends your money automatically as soon as we resume; if we cannot send it within 24 hours of the approval, the loan is cancelled and you owe nothing.',
        },
      },
      repayment: {
        title: '5. Repayment',
        body: {
          p1: 'You must repay the total amount due by the due date shown in the app and in your loan agreement.',
          p2: 'Pay only with the methods in the app, to the account or reference shown for your loan. We never ask you to pay into a personal account. A payment to any other account does not count as a repayment to us.',
          p3: 'You can repay early, in full, at any time. You can also make part payments above the minimum shown in the app. The rest stays due on the due date.',
          p4: 'Your repayment status usually updates within 15 minutes. If it does not, upload your payment proof in the app. We reply within 48 hours.',
          p5: 'If you pay more than you owe, we return the extra amount to your bank account after we confirm it.',
        },
      },
      latePayment: {
        title: '6. Late payment',
        body: {
          p1: 'If you do not pay in full by the due date, a penalty of {{penalty}} of the unpaid principal is added each day, from the day after the due date until you pay. In total the penalty never exceeds that principal.',
          p2: 'Paying late may make it harder for you to borrow from us again.',
          p3: 'We remind you by SMS as section 9 says, and may call you to arrange payment, always following the rules in section 9.',
          p4: 'If you are having trouble paying, contact us before the due date so we can look at your options together.',
        },
      },
      rollover: {
        title: '7. Rollover (extension)',
        body: {
          p1: 'When a rollover is offered for your loan, you can move your due date. The rollover screen shows the rollover fee and the new due date before you pay.',
          p2: 'To roll over, choose how to pay the rollover fee and pay it. As soon as the fee is received, the due date moves {{rolloverDays}} days later.',
          p3: 'The rollover fee is the price of the extra time. It does not reduce the amount you owe.',
          p4: "Each rollover is covered by a loan renewal agreement, shown with your loan's own figures on the rollover screen before you pay.",
        },
      },
      cancellation: {
        title: '8. Cancellation',
        body: {
          p1: 'You can cancel a loan only before the money is sent to you. Use the cancellation form, or the agreement list in the app.',
          p2: 'After the money is sent, the loan cannot be cancelled. You can still repay it early.',
        },
      },
      communications_ng: {
        title: '9. How we contact you',
        body: {
          p1: 'We send you codes, reminders and notices about your account and your loan by SMS (or WhatsApp, where we offer it). A phone call reads you a code when you ask for one. Reminders: by SMS (or WhatsApp, where we offer it) 3 days and 1 day before your due date, on the due day, and 1, 3 and 7 days after it while the loan is unpaid, only between 8:00 and 20:00 and only to you. They stop as soon as the loan is paid.',
          p2: 'We follow the FCCPC rules for digital lenders. About your debt, we contact only you, and only at reasonable hours. We never threaten, insult or lie to you.',
          p3: 'We never contact the people in your phone, your family, your friends or your employer to shame you or to tell them about your debt. We never publish your photo or your details.',
          p4: 'If someone claiming to work for us breaks these rules, report it to {{supportEmail}}.',
          p5: 'You can stop marketing messages at any time. Messages about your loan continue while the loan is open.',
        },
      },
      communications_mx: {
        title: '9. How we contact you',
        body: {
          p1: 'We send you codes, reminders and notices about your account and your loan by SMS (or WhatsApp, where we offer it). A phone call reads you a code when you ask for one. Reminders: by SMS (or WhatsApp, where we offer it) 3 days and 1 day before your due date, on the due day, and 1, 3 and 7 days after it while the loan is unpaid, only between 8:00 and 20:00 and only to you. They stop as soon as the loan is paid.',
          p2: 'We follow the CONDUSEF rules on collection. Anyone who contacts you for us will say who they are and that they act for {{appName}}. About your debt, we contact only you, and only at reasonable hours. We never threaten, insult or lie to you.',
          p3: 'We never contact your references, the people in your phone, your family, your friends or your employer to collect your debt or to tell them about it. We never publish your photo or your details.',
          p4: 'If someone claiming to work for us breaks these rules, report it to {{supportEmail}}. You can also file a complaint with CONDUSEF.',
          p5: 'You can stop marketing messages at any time. Messages about your loan continue while the loan is open.',
        },
      },
      termination: {
        title: '10. Closing your account',
        body: {
          p1: 'You can ask us to close your account when you have no loan open.',
          p2: 'We may suspend or close your account if you give false information, commit fraud or misuse the app. We will tell you why unless the law does not allow it.',
          p3: 'Any amount you owe stays due after your account is closed.',
        },
      },
      changes: {
        title: '11. Changes to these terms',
        body: {
          p1: 'We may update these terms. We will tell you in the app before an important change applies. A loan you already took keeps the agreement you accepted.',
        },
      },
      governingLaw_ng: {
        title: '12. Law and disputes',
        body: {
          p1: 'These terms are governed by the laws of the Federal Republic of Nigeria.',
          p2: 'If you have a complaint, contact us first. We will try to solve it quickly. If you are not satisfied, you can complain to the Federal Competition and Consumer Protection Commission (FCCPC) or go to the Nigerian courts.',
        },
      },
      governingLaw_mx: {
        title: '12. Law and disputes',
        body: {
          p1: 'These terms are governed by the federal laws of Mexico.',
          p2: 'If you have a complaint, contact us first. We will try to solve it quickly. If you are not satisfied, you can go to CONDUSEF or to the competent courts.',
        },
      },
      contact: {
        title: '13. Contact',
        body: {
          p1: 'Write to {{supportEmail}}. We answer Monday to Saturday, {{hoursFrom}}–{{hoursTo}} {{timeZone}}.',
        },
      },
    },
  },
  convenios: {
    title: 'Loan Renewal (Rollover) Agreement',
    version: 'v1.1',
    effectiveDate: '2026-11-26',
    intro:
      'This agreement moves the due date of your loan. Please read it before you confirm the rollover. It is part of your loan agreement and of the {{appName}} Terms and Conditions.',
    clauses: {
      c1: {
        title: '1. Loan',
        text: 'This agreement is between you and {{appName}} and covers loan order {{orderNo}}. It changes only the due date of that loan. All other terms stay the same.',
      },
      c2: {
        title: '2. Rollover fee',
        text: 'You pay a rollover fee of {{rolloverFee}}. The fee is the price of the extra time. It does not reduce the amount you owe. Once the rollover is confirmed, the fee is not refunded.',
      },
      c3: {
        title: '3. New due date',
        text: 'When the rollover fee is received, your due date moves {{rolloverDays}} days later. Your new due date is {{newDueDate}}.',
      },
      c4: {
        title: '4. Amount due',
        text: 'On or before {{newDueDate}}, you must pay {{amountDue}}. You can pay earlier, in full or in part, with the methods in the app.',
      },
      c5: {
        title: '5. If the rollover is not completed',
        text: 'If the fee is not paid, or its payment reference expires unpaid, your original due date stays. Any late penalty is counted from the original due date.',
      },
      c6: {
        title: '6. Late payment',
        text: 'If you do not pay {{amountDue}} by {{newDueDate}}, a penalty of {{penalty}} of the unpaid principal is added each day until you pay, never more in total than that principal.',
      },
      c7: {
        title: '7. Acceptance',
        text: 'By paying the rollover fee, you accept this agreement electronically. You can read it again from the rollover screen of your loan.',
      },
    },
    acceptance: 'I have read and accept the Loan Renewal Agreement.',
  },
} as const;

export default legal;
