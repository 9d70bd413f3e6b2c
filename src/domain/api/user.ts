import { z } from 'zod';
import { market } from './common';

/**
 * Contracts of the onboarding calls. Request shapes here document the fields; the rules
 * (required-ness, formats, cross-field checks, messages) are the form schemas of
 * src/domain/forms, which the server applies with the caller's market and today's date.
 */
const text = z.string();
const opt = z.string().optional();

/** Where the borrower goes next: the order's status after the call and the screen it opens. */
export const nextStep = z.object({
  orderNo: z.string().nullable(),
  status: z.number().int(),
  route: z.string().nullable(),
});

/** Optional on every onboarding save: the order being completed (the latest open one otherwise). */
const orderRef = { orderNo: opt };

export const personalInfoRequest = z
  .object({
    ...orderRef,
    firstName: text,
    middleName: opt,
    lastName: text,
    gender: z.union([z.number().int(), z.string()]),
    birthday: text.describe('yyyy-mm-dd'),
    education: text,
    maritalStatus: text,
    whatsappNo: opt,
    alternativePhone: opt,
    email: text,
    loanPurpose: text,
    residenceType: text,
    state: text,
    city: text,
    address: text,
    pinCode: opt,
    county: opt,
    cityOfBirth: opt,
    language: opt.describe('preferred language: en or es'),
    nationalId: opt.describe('CURP (Mexico)'),
    rfc: opt,
    nss: opt,
  })
  .partial();

export const additionInfoRequest = z
  .object({
    ...orderRef,
    employmentType: text,
    monthlySalary: text,
    companyName: opt,
    industryCategory: opt,
    jobExperience: opt,
    payFrequency: opt,
    monthlyPayday: opt,
    monthlyPaydayTwo: opt,
    incomeSource: text,
    companyPhone: opt,
    designation: opt.describe('Designation1 for employees, Designation2 for the self-employed'),
    workThereTime: opt,
    payMethod: opt,
    officialEmail: opt,
    workPinCode: opt,
    workCity: opt,
    workCounty: opt,
    workAddress: opt,
    linkedin: opt,
    facebook: opt,
    emergencyContactName1: text,
    emergencyContactMobile1: text,
    emergencyContactRelation1: text,
    emergencyContactName2: text,
    emergencyContactMobile2: text,
    emergencyContactRelation2: text,
  })
  .partial();

export const bankCardRequest = z
  .object({
    ...orderRef,
    cardType: opt.describe('Mexico: CLABE or creditCard (a debit card)'),
    bankCode: text,
    accountNumber: text,
    confirmAccountNumber: text,
    bvn: opt.describe('Nigeria'),
    validPeriod: opt.describe('MM/YY, debit card only'),
    cvc: opt.describe('checked, never stored'),
    branchCode: opt,
    phone: opt.describe('the phone number the account is registered to'),
  })
  .partial();

export const updateBankCardRequest = bankCardRequest.extend({ id: z.number().int().positive() });

/** A bank account as shown back to its owner: the number masked. */
export const bankCard = z.object({
  id: z.number().int(),
  cardType: z.enum(['bankAccount', 'CLABE', 'creditCard']),
  bankCode: z.string(),
  bankName: z.string(),
  branchCode: z.string().nullable(),
  accountMasked: z.string(),
  accountName: z.string().nullable(),
  validPeriod: z.string().nullable(),
  bvnMasked: z.string().nullable(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
});

export const addBankCardResponse = z.object({ bankCard, next: nextStep });
export const updateBankCardResponse = z.object({ bankCard });

export const bankBranchRequest = z.object({ bankCode: z.string().min(1) });
export const bankBranchResponse = z.object({ branches: z.array(z.object({ code: z.string(), name: z.string() })) });

export const verifyBankCardRequest = z.object({
  bankCode: z.string().min(1),
  accountNumber: z.string().min(1),
  cardType: opt,
});
export const verifyBankCardResponse = z.object({ verified: z.boolean(), accountName: z.string().nullable() });

/** Multipart: one image in the field `file`; `orderNo` may ride along as a field. */
export const imageUploadRequest = z.object({ orderNo: opt });
export const imageUploadResponse = z.object({
  imageId: z.number().int(),
  kind: z.enum(['idBack', 'idFront', 'face']),
  width: z.number().int(),
  height: z.number().int(),
  /** Face images only: whether the liveness check passed. */
  livenessPassed: z.boolean().nullable(),
});

export const orderOnlyRequest = z.object({ orderNo: opt });

export const ocrResponse = z.object({
  /** The CURP read from the ID front, shown whole so the borrower can confirm it; null when unreadable. */
  nationalId: z.string().nullable(),
  /** 0–100 confidence of the OCR engine for the text it read. */
  confidence: z.number().int(),
  /**
   * The INE names another person than the one typed, again after the borrower was asked to
   * correct it: they may go on, and the application goes to a person (decision 0088). The CURP
   * read is then not answered: it is another person's.
   */
  documentMismatch: z.boolean(),
});

export const questionnaireRequest = z.object({ ...orderRef, answers: z.record(z.string(), z.string()) });

export const submitRequest = z.object({ orderNo: z.string().min(1, { error: 'validation.orderNoEmpty' }) });

export const packageListResponse = z.object({ packages: z.array(z.string()) });

export const consentRequest = z.object({ kind: z.enum(['devicePermissions']), version: z.string().min(1).max(20) });
export const consentResponse = z.object({ acceptedAt: z.string() });

/** The caller's saved profile, for resuming and editing; identity numbers masked. */
export const profile = z.object({
  market,
  personalInfo: z.record(z.string(), z.unknown()).nullable(),
  additionInfo: z.record(z.string(), z.unknown()).nullable(),
  identity: z.object({ idBack: z.boolean(), idFront: z.boolean(), face: z.boolean(), completed: z.boolean() }),
  bankCards: z.array(bankCard),
  questionnaire: z.record(z.string(), z.string()).nullable(),
});
