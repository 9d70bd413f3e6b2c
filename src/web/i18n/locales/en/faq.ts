/**
 * FAQ (Me → FAQ). Five sections, as in the spec: hotQuestion, registerLogin, aboutLoan, product, repayment.
 * Each item has `q` and `a`. Where the answer differs by market, the item also has `a_ng` and `a_mx`:
 * the screen shows `a_<market>` when it exists, otherwise `a`.
 * Product figures are never written here; they come in as {{variables}} from the configured products.
 */
const faq = {
  title: 'Frequently asked questions',
  stillNeedHelp: 'Still need help? Write to us at {{supportEmail}}.',
  hotQuestion: {
    title: 'Hot questions',
    items: {
      q1: {
        q: 'Who can borrow from {{appName}}?',
        a: 'You can apply if you are 18 or older, you live in the country where you apply, and you have a monthly income from a job, a business or other regular work. You need a mobile number and a bank account, both in your own name.',
        a_ng: 'You can apply if you are 18 or older, you live in Nigeria, and you have a monthly income from a job, a business or other regular work. You need a mobile number in your name, a Nigerian bank account in your own name, and your BVN.',
        a_mx: 'You can apply if you are 18 or older, you live in Mexico, and you have a monthly income from a job, a business or other regular work. You need a mobile number in your name, your CURP, your INE (voter ID), and a bank account (CLABE) or debit card in your own name.',
      },
      q2: {
        q: 'How much can I borrow, and for how long?',
        a: 'Loans go from {{minAmount}} to {{maxAmount}}, for {{minDays}} to {{maxDays}} days. The amounts and terms you can choose depend on your profile. Your first loan may be smaller. When you repay on time, your limit can grow.',
      },
      q3: {
        q: 'How long does the review take?',
        a: 'We give you an answer within 1 working day. Most people get the result in a few minutes. You can see the progress on the home screen. If you have no result after 24 hours, please contact customer service. If the app needs information from your phone, the review starts once it has arrived.',
      },
      q4: {
        q: 'When will I receive the money?',
        a: 'After you confirm the loan, the money usually reaches your bank account in 10 to 60 minutes. Sometimes a bank takes longer. You can follow your loan in Records. If the money has not arrived after 60 minutes, check your bank app first, then contact us with your order number. If we have paused payments for a while, the app says so and sends your money automatically as soon as we resume; if we cannot send it within 24 hours of the approval, the loan is cancelled and you owe nothing.',
      },
      q5: {
        q: 'Why did I receive less than the amount I borrowed?',
        a: 'The processing fee and the tax on that fee are taken from the loan amount when we send the money. The fee is {{processingFee}} per day of your loan term, and the tax is {{feeTax}} of the fee. So you receive the loan amount minus the fee and the tax. You repay the full loan amount plus interest. The confirm screen shows every figure before you accept: the amount you receive, the fee, the tax, the interest, the total to repay, the due date and the yearly cost ({{costName}}).',
        a_mx: 'The processing fee and the IVA (VAT) on that fee are taken from the loan amount when we send the money. The fee is {{processingFee}} per day of your loan term, and the IVA is {{feeTax}} of the fee. So you receive the loan amount minus the fee and its IVA. You repay the full loan amount plus the interest and the IVA on the interest ({{interestTax}} of the interest). The confirm screen shows every figure before you accept: the amount you receive, the fee, the IVA, the interest, the total to repay, the due date and the CAT.',
      },
      q6: {
        q: 'My application was rejected. What can I do?',
        a: 'You can apply again 30 days after the decision. The app shows the two or three main reasons for the decision in plain words, and what could help next time: on the result screen, on Home and in the statement of the application in Records. One week after the decision we delete your personal data. We keep only your mobile number, the decision with its date and those reasons, so we know when you can apply again. Before you reapply, make sure your details are true and complete, and that your bank account and income information are correct.',
      },
      q7: {
        q: 'How do I contact customer service?',
        a: 'Go to Me → Customer service, or write to {{supportEmail}}. We work Monday to Saturday, {{hoursFrom}}–{{hoursTo}} {{timeZone}}. Please include your order number and your registered mobile number. Never send your PIN, passwords or verification codes.',
        a_ng: 'Go to Me → Customer service, or write to {{supportEmail}}. We work Monday to Saturday, {{hoursFrom}}–{{hoursTo}} {{timeZone}}. Please include your order number and your registered mobile number. Never send your full BVN, card PIN, passwords or verification codes.',
        a_mx: 'Go to Me → Customer service, or write to {{supportEmail}}. We work Monday to Saturday, {{hoursFrom}}–{{hoursTo}} {{timeZone}}. Please include your order number and your registered mobile number. Never send your full CURP, card PIN (NIP), passwords or verification codes.',
      },
    },
  },
  registerLogin: {
    title: 'Register and log in',
    items: {
      q1: {
        q: 'How do I register?',
        a: 'Enter your mobile number and tap to get a verification code. We send the code by SMS. Type the code in the app, and your account is ready. Next time, you log in the same way: mobile number and a new code. There is no password to remember.',
      },
      q2: {
        q: 'The verification code did not arrive. What should I do?',
        a: 'First, check that your mobile number is correct. Make sure your phone has signal and that your SMS inbox is not full. Wait until the countdown ends, then tap to send the code again. If the app offers a voice code, choose it: you will get a call that reads the code. Look in blocked or spam messages too. If it still does not arrive, wait a few minutes and try again, or contact customer service with your mobile number.',
      },
      q3: {
        q: 'The app says my number is already registered.',
        a: 'This means you already have an account with this number. Go to log in, enter the same number and the new code. If you did not create this account, contact customer service.',
      },
      q4: {
        q: 'Why was I logged out?',
        a: 'For your safety, a login expires after some time. You are also logged out when your account is opened on another phone. Just log in again with your mobile number and a new code. If you did not log in on another phone, contact customer service right away.',
      },
      q5: {
        q: 'I lost my phone or changed my number. What now?',
        a: 'Your mobile number is your account. If you lost your phone, ask your network to block the SIM and give you a new one with the same number. If you can no longer use the number, write to customer service from your registered email. We will check your identity before we change anything on your account.',
      },
      q6: {
        q: 'Why do you ask for photos of my ID and a selfie?',
        a: 'They show that you are a real person and that nobody is using your name. Take the photos in good light, with the whole card visible and no glare. For the face check, look straight at the camera and remove glasses or a hat. The check takes about 5 to 10 seconds. If it fails, you can try again.',
        a_ng: 'They show that you are a real person and that nobody is using your name. Use a valid government ID. Take the photos in good light, with the whole card visible and no glare. For the face check, look straight at the camera and remove glasses or a hat. The check takes about 5 to 10 seconds. If it fails, you can try again.',
        a_mx: 'They show that you are a real person and that nobody is using your name. Use your valid INE, front and back. Take the photos in good light, with the whole card visible and no glare. For the face check, look straight at the camera and remove glasses or a hat. The check takes about 5 to 10 seconds. If it fails, you can try again.',
      },
      q7: {
        q: 'Can I use another person’s details or bank account?',
        a: 'No. Every detail must be yours: your name, your ID, your mobile number and your bank account. Using another person’s details is fraud. We will reject the application and may close the account.',
      },
    },
  },
  aboutLoan: {
    title: 'About the loan',
    items: {
      q1: {
        q: 'How do I apply?',
        a: 'Tap Apply on the home screen. Then: 1) fill in your personal details and address; 2) take photos of your ID and a selfie; 3) add your work details and two emergency contacts; 4) add your bank account; 5) answer a few questions about your credit history. After the review, you choose the amount and term, read the agreement, and confirm. The money goes to your bank account.',
      },
      q2: {
        q: 'What interest and fees do I pay?',
        a: 'Interest is {{dailyInterest}} per day. If you have repaid a loan with us before, your interest can be as low as {{reloanInterest}} per day. There is a processing fee of {{processingFee}} per day of the loan term, plus a tax of {{feeTax}} on that fee. The fee and tax are taken from the amount when we send the money. If you pay late, a penalty of {{penalty}} per day applies. There are no other charges. You see all figures, and the yearly cost ({{costName}}), on the confirm screen before you accept.',
        a_mx: 'Interest is {{dailyInterest}} per day. If you have repaid a loan with us before, your interest can be as low as {{reloanInterest}} per day. There is a processing fee of {{processingFee}} per day of the loan term, plus IVA (VAT) of {{feeTax}} on that fee; the fee and its IVA are taken from the amount when we send the money. Mexican law charges IVA on the interest too, and on a late penalty or a rollover fee: {{interestTax}} of each, added to what you pay. If you pay late, a penalty of {{penalty}} per day applies. There are no other charges. You see all figures, and the CAT, on the confirm screen before you accept.',
      },
      q3: {
        q: 'What is the {{costName}}?',
        a: 'It is the total yearly cost of the loan. It includes the interest and the fees, and it helps you compare loans from different lenders. We show it on the confirm screen and in your loan agreement.',
        a_ng: 'APR means Annual Percentage Rate. It is the total cost of the loan for one year, with interest and fees included, shown as a percentage. It helps you compare loans from different lenders. We show it on the confirm screen and in your loan agreement.',
        a_mx: 'CAT means Costo Anual Total (total annual cost). It includes interest and fees, before VAT (sin IVA), shown as a yearly percentage, for information and comparison. It helps you compare loans from different lenders. We show it on the confirm screen and in your loan agreement.',
      },
      q4: {
        q: 'Can I have more than one loan at a time?',
        a: 'No. You can have one loan at a time. When you repay it in full, you can apply for the next one right away.',
      },
      q5: {
        q: 'Can I cancel my loan?',
        a: 'You can cancel only before the money is sent. Use the cancellation form, or open the loan from the agreement list in Me. Once the money has been sent, the loan cannot be cancelled. You can still repay it early from the repayment screen. If you do not confirm an approved loan within 24 hours, it is cancelled automatically. A signed loan whose money we could not send within those 24 hours is cancelled the same way, and nothing is owed.',
      },
      q6: {
        q: 'The money did not arrive, or my bank account is not supported.',
        a: 'Check the home screen. If it says your account is not supported or the transfer failed, tap Edit and check your bank account: the bank name, the account number and the name must all match your bank records. Then submit again. If your details are correct and the money has still not arrived after 60 minutes, contact us with your order number.',
      },
      q7: {
        q: 'How do I change my bank account?',
        a: 'You can change the account while no money is on its way. Open the bank account page from the application steps, or tap Edit on the home screen if a payout failed. Enter the new account number twice so the two match. The account must be in your own name. While a transfer is in progress, the account cannot be changed.',
        a_ng: 'You can change the account while no money is on its way. Open the bank account page from the application steps, or tap Edit on the home screen if a payout failed. Choose your bank, enter the account number twice and your BVN. The account must be in your own name. While a transfer is in progress, the account cannot be changed.',
        a_mx: 'You can change the account while no money is on its way. Open the bank account page from the application steps, or tap Edit on the home screen if a payout failed. Choose your bank and enter your 18-digit CLABE or your debit card number twice. The account must be in your own name. While a transfer is in progress, the account cannot be changed.',
      },
      q8: {
        q: 'Why was my application rejected?',
        a: 'Our review looks at your details, your income, your credit history and the checks on your phone, all together. The app lists the two or three main reasons for the decision in plain words, each with what could help next time: open the application on Home or in Records. You can apply again after 30 days. Paying other loans on time and giving true, complete details helps.',
      },
    },
  },
  product: {
    title: 'About {{appName}}',
    items: {
      q1: {
        q: 'What is {{appName}}?',
        a: '{{appName}} gives short-term personal loans on your phone. You apply online, with no paperwork, no collateral and no guarantor. The money goes straight to your bank account.',
      },
      q2: {
        q: 'How can I raise my loan limit?',
        a: 'Repay every loan in full and on time. Keep your details up to date, especially your income and bank account. Each good loan helps your limit grow, up to {{maxLimit}}. The increase is not automatic: each new loan is reviewed again.',
      },
      q3: {
        q: 'What do I get when I borrow again?',
        a: 'When you have repaid a loan, the next application is faster: most of your details are already saved. Returning customers can get lower interest, as low as {{reloanInterest}} per day, and a higher limit.',
      },
      q4: {
        q: 'What are coupons, and how do I use them?',
        a: 'Coupons lower the amount you repay. You can win them in our prize draw, or get one when you authorise a card for repayment. Find them in Me → Coupon. Each coupon shows its value, its expiry date and any minimum loan amount. To use one, open the repayment screen of your loan and tap Use a coupon: it is taken off what you owe, and only one coupon can be used per loan. Coupons cannot be exchanged for cash.',
      },
      q5: {
        q: 'Do I have to pay anything before I get a loan?',
        a: 'No. {{appName}} never asks you to pay anything to get a loan. The fee is taken from the loan amount when we send the money. If someone asks you to pay first, or to send money to a personal account, it is a scam. Do not pay, and tell us at {{supportEmail}}.',
      },
      q6: {
        q: 'Why does the app ask for permissions on my phone?',
        a: 'Before you first use the camera, the app shows a notice that lists what it will use and why, and you tick to agree. In a web browser we ask only for the camera, for your ID photos and selfie; nothing else on your phone is read. We use the photos only to check your identity and prevent fraud. If your application is rejected, we delete them one week after the decision, with your other personal data. If you borrow, or your application ends another way, we keep them with your application records. Some of our apps start the review only once our Android or iOS app has sent this information: an application made in a web browser then waits until you finish it in the app, and is cancelled if the information has not arrived 24 hours after you submitted it.',
        a_ng: 'Before you first use the camera, the app shows a notice that lists what it will use and why, and you tick to agree. In a web browser we ask only for the camera, for your ID photos and selfie. Our Android and iOS app also collects your installed apps list, approximate location and device information, to confirm it is really you and assess your application. We use this only to assess your application and prevent fraud. If your application is rejected, we delete it one week after the decision, with your other personal data. If you borrow, or your application ends another way, we keep it with your application records. We do not read your contacts list, your SMS, your call logs or your photo gallery. Some of our apps start the review only once our Android or iOS app has sent this information: an application made in a web browser then waits until you finish it in the app, and is cancelled if the information has not arrived 24 hours after you submitted it.',
        a_mx: 'Before you first use the camera, the app shows a notice that lists what it will use and why, and you tick to agree. In a web browser we ask only for the camera, for your ID photos and selfie. Our Android and iOS app also collects your contacts, SMS, installed apps list, location, photo information (time and place) and device information, to confirm it is really you, detect fraud and assess your application. We use this only to assess your application and prevent fraud. If your application is rejected, we delete it one week after the decision, with your other personal data. If you borrow, or your application ends another way, we keep it with your application records. We never use your contacts to collect a debt. Some of our apps start the review only once our Android or iOS app has sent this information: an application made in a web browser then waits until you finish it in the app, and is cancelled if the information has not arrived 24 hours after you submitted it.',
      },
      q7: {
        q: 'Is my personal data safe?',
        a: 'Yes. Your data travels encrypted. Identity numbers and bank details are stored encrypted, and only staff who need them can see them. We never sell your data. You can read the details in our Privacy Policy.',
      },
    },
  },
  repayment: {
    title: 'Repayment',
    items: {
      q1: {
        q: 'How do I repay?',
        a: 'Tap Pay on the home screen, or open the loan in Records. Choose a payment method, and follow the steps on the screen. Always pay to the account or reference shown in the app for your loan.',
        a_ng: 'Tap Pay on the home screen, or open the loan in Records, then Pay. Choose how much to pay and how: 1) Bank transfer to an account made only for your loan (by Monnify, Paystack or Flutterwave), from any bank app or with your bank’s USSD code. It takes any amount. 2) Debit card through Paystack. 3) A Flutterwave payment page (card or bank); your bank may send you a code to enter in the app. Always pay to the account or page the app gives you for your loan.',
        a_mx: 'Tap Pay on the home screen, or open the loan in Records, then Pay. Choose how much to pay and how: 1) SPEI transfer from your bank app to your personal CLABE (STP), shown in the app. This CLABE is only for you, so we know the payment is yours, and it takes any amount. 2) Cash at a store: get a payment reference with its barcode in the app and pay that exact amount before the reference expires, at the stores the app names for it (any OXXO store with OXXO Pay). One reference takes at most 10,000 MXN: pay a larger amount with several references, one after another, or by SPEI. The store may charge its own small fee. Always pay to the CLABE or reference shown in the app for your loan.',
      },
      q2: {
        q: 'I paid. When will my loan show as paid?',
        a: 'Your repayment status usually updates within 15 minutes. Keep your receipt. If it has not changed after 15 minutes, upload your repayment proof in the app.',
      },
      q3: {
        q: 'How do I upload a repayment proof?',
        a: 'Open your loan, go to the repayment screen and choose to upload a proof. Add a clear screenshot or photo of the receipt. It must show the amount, the date and time, and the account or reference you paid to. We check it and give you feedback within 48 hours.',
      },
      q4: {
        q: 'I cannot pay on the due date. Can I get more time?',
        a: 'If your loan can be rolled over, you can move the due date. Open the loan and choose Rollover. The screen shows the rollover fee, your current due date and the new one ({{rolloverDays}} days later). Choose how to pay the fee and pay it: as soon as the fee arrives, the due date moves. The fee does not reduce what you owe: on the new date you still repay the amount due. If the fee is not paid, the original due date stays.',
      },
      q5: {
        q: 'What happens if I pay late?',
        a: 'From the day after the due date, a penalty of {{penalty}} of the unpaid loan amount (the principal) is added each day until you pay. In total the penalty is never more than that principal. The repayment screen shows the overdue days and the penalty so far. Paying late can make it harder to borrow from us again. If you are having trouble, contact us before the due date, or ask for a rollover.',
      },
      q6: {
        q: 'Can I repay early, or pay in parts?',
        a: 'Yes. You can repay the full amount at any time. You can also pay part of it: the payment screen shows the minimum you can pay (or everything left, when less remains). Each payment lowers what you owe at once. Whatever is left must be paid by the due date.',
      },
      q7: {
        q: 'My payment reference or account has expired.',
        a: 'Payment accounts and references in the app have a time limit. If yours has expired, go back to the repayment screen and get a new one. Do not pay to an expired one.',
        a_ng: 'Some payment accounts in the app have a time limit. If yours has expired, go back to the repayment screen and get a new one. Do not pay to an expired account.',
        a_mx: 'Cash references and some payment accounts have a time limit. If yours has expired, go back to the repayment screen and get a new one. Do not pay with an expired reference.',
      },
      q8: {
        q: 'I paid twice, or paid too much.',
        a: 'Write to customer service with both receipts and your order number. We check the payments. After we confirm, we return the extra money to your bank account.',
      },
      q9: {
        q: 'Will you remind me before my due date?',
        a: 'Yes. We send you an SMS (or a WhatsApp message, where we offer it) 3 days and 1 day before your due date and on the due day, and 1, 3 and 7 days after it if the loan is still unpaid. Each shows the amount to repay and the due date. We send them only between 8:00 and 20:00, only to you (never to your emergency contacts or anyone else), and we stop as soon as the loan is paid. These messages about your loan cannot be switched off while it is open.',
      },
    },
  },
} as const;

export default faq;
