import type { CodeName } from '../api/codes';
import type { ProductRule } from '../products/product-config';
import type { AdjustmentRefusal } from '../repayment/adjustments';

export type ApiMessageKey =
  | `code.${CodeName}`
  | 'validation.invalidField'
  | 'validation.required'
  | 'validation.orderNoEmpty'
  | `validation.product.${ProductRule}`
  | 'validation.passwordTooShort'
  | 'validation.revealReason'
  | 'validation.accountNotFound'
  | 'validation.bvnPersonMismatch'
  | 'validation.accountHeldElsewhere'
  | `identity.mismatch.${'nationalId' | 'name' | 'birthDate'}`
  | 'validation.couponIdRequired'
  | 'validation.amountNotOffered'
  | 'validation.tenureNotOffered'
  | 'validation.amountAboveLimit'
  | 'validation.termsAgreed'
  | 'validation.codeForOtherTerms'
  | 'validation.reviewNoteTooLong'
  | `validation.${'payOrderIdEmpty' | 'payMethodRequired' | 'repayAmountInteger' | 'repayAmountMin' | 'repayAmountMax' | 'cashAmountMax' | 'cashAmountMin' | 'otpRequired' | 'voucherFileRequired' | 'paidOnInvalid' | 'paidOnRange'}`
  | `validation.${'complaintCategory' | 'complaintText' | 'complaintPhoto'}`
  | 'validation.badCharacters'
  | 'validation.tooDeep'
  | 'lending.window'
  | `onboarding.step.${'basicInfo' | 'identity' | 'addition' | 'bankCard' | 'questionnaire'}`
  | `upload.${'fileMissing' | 'oneFileOnly' | 'tooLarge' | 'notAnImage' | 'undecodable' | 'tooSmall' | 'idBackFirst' | 'idFrontFirst'}`
  | `upload.missing.${'idBack' | 'idFront' | 'face'}`
  | `adjustment.${AdjustmentRefusal}`;
