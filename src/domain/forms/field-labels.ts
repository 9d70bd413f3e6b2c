import type { Language, Market } from '../markets/market';

/** Labels of every form field, by the field's contract name. */
const EN = {
  // Personal info: basic.
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  gender: 'Gender',
  birthday: 'Date of birth',
  education: 'Education',
  maritalStatus: 'Marital status',
  whatsappNo: 'WhatsApp number',
  alternativePhone: 'Spare phone number',
  email: 'Email',
  loanPurpose: 'Loan purpose',
  cityOfBirth: 'City of birth',
  language: 'Preferred language',
  nationalId: 'CURP',
  rfc: 'RFC (optional)',
  nss: 'NSS (optional)',
  // Personal info: residence.
  residenceType: 'Residence type',
  state: 'State',
  city: 'City',
  address: 'Address',
  pinCode: 'Postal code',
  county: 'Town or area',
  // Work info.
  employmentType: 'Employment type',
  industryCategory: 'Industry',
  jobExperience: 'Job experience',
  monthlySalary: 'Monthly income',
  payFrequency: 'Pay frequency',
  monthlyPayday: 'Payday',
  monthlyPaydayTwo: 'Second payday',
  companyName: 'Company name',
  companyPhone: 'Company phone',
  designation: 'Position',
  workThereTime: 'Time at this work',
  incomeSource: 'Source of income',
  payMethod: 'How you are paid',
  officialEmail: 'Work email',
  workPinCode: 'Work postal code',
  workCity: 'Work city',
  workCounty: 'Work town or area',
  workAddress: 'Work address',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  // Emergency contacts.
  emergencyContactName1: 'Contact 1 name',
  emergencyContactMobile1: 'Contact 1 phone number',
  emergencyContactRelation1: 'Relationship with contact 1',
  emergencyContactName2: 'Contact 2 name',
  emergencyContactMobile2: 'Contact 2 phone number',
  emergencyContactRelation2: 'Relationship with contact 2',
  // Bank account.
  bankCode: 'Bank',
  accountNumber: 'Account number',
  confirmAccountNumber: 'Confirm account number',
  bvn: 'BVN',
  cardType: 'Receive money by',
  validPeriod: 'Expiry date (MM/YY)',
  cvc: 'CVC (optional)',
  branchCode: 'Branch code (optional)',
  phone: 'Phone number of the account',
  // Login.
  mobile: 'Mobile number',
  code: 'Verification code',
} as const satisfies Record<string, string>;

export type FieldName = keyof typeof EN;

const ES: Record<FieldName, string> = {
  firstName: 'Nombre(s)',
  middleName: 'Segundo nombre',
  lastName: 'Apellido(s)',
  gender: 'Género',
  birthday: 'Fecha de nacimiento',
  education: 'Nivel de estudios',
  maritalStatus: 'Estado civil',
  whatsappNo: 'Número de WhatsApp',
  alternativePhone: 'Teléfono alternativo',
  email: 'Correo electrónico',
  loanPurpose: 'Destino del préstamo',
  cityOfBirth: 'Ciudad de nacimiento',
  language: 'Idioma preferido',
  nationalId: 'CURP',
  rfc: 'RFC (opcional)',
  nss: 'NSS (opcional)',
  residenceType: 'Tipo de vivienda',
  state: 'Estado',
  city: 'Municipio o alcaldía',
  address: 'Domicilio',
  pinCode: 'Código postal',
  county: 'Colonia',
  employmentType: 'Situación laboral',
  industryCategory: 'Sector',
  jobExperience: 'Antigüedad laboral',
  monthlySalary: 'Ingreso mensual',
  payFrequency: 'Frecuencia de pago',
  monthlyPayday: 'Día de pago',
  monthlyPaydayTwo: 'Segundo día de pago',
  companyName: 'Empresa',
  companyPhone: 'Teléfono de la empresa',
  designation: 'Puesto',
  workThereTime: 'Tiempo en este trabajo',
  incomeSource: 'Fuente de ingresos',
  payMethod: 'Forma de pago',
  officialEmail: 'Correo del trabajo',
  workPinCode: 'Código postal del trabajo',
  workCity: 'Municipio del trabajo',
  workCounty: 'Colonia del trabajo',
  workAddress: 'Domicilio del trabajo',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  emergencyContactName1: 'Nombre del contacto 1',
  emergencyContactMobile1: 'Teléfono del contacto 1',
  emergencyContactRelation1: 'Parentesco con el contacto 1',
  emergencyContactName2: 'Nombre del contacto 2',
  emergencyContactMobile2: 'Teléfono del contacto 2',
  emergencyContactRelation2: 'Parentesco con el contacto 2',
  bankCode: 'Banco',
  accountNumber: 'Número de cuenta',
  confirmAccountNumber: 'Confirma el número de cuenta',
  bvn: 'BVN',
  cardType: 'Recibir el dinero en',
  validPeriod: 'Vencimiento (MM/AA)',
  cvc: 'CVV (opcional)',
  branchCode: 'Sucursal (opcional)',
  phone: 'Teléfono de la cuenta',
  mobile: 'Número de celular',
  code: 'Código de verificación',
};

export const FIELD_LABELS: { en: Record<FieldName, string>; es: Record<FieldName, string> } = { en: EN, es: ES };

/**
 * Mexico names SPEC's three name fields as Mexicans write a name (decision 0092): `firstName`
 * holds the nombre(s), `lastName` the apellido paterno, `middleName` the apellido materno (which
 * some people do not have). The field names stay: they are the contract.
 */
const MX_NAMES: Record<Language, Partial<Record<FieldName, string>>> = {
  en: { firstName: 'Given name(s)', lastName: 'Paternal surname', middleName: 'Maternal surname' },
  es: { firstName: 'Nombre(s)', lastName: 'Apellido paterno', middleName: 'Apellido materno' },
};

/** Every field's label for a market, in a language. */
export function fieldLabels(language: Language, market: Market): Record<FieldName, string> {
  return market === 'mx' ? { ...FIELD_LABELS[language], ...MX_NAMES[language] } : FIELD_LABELS[language];
}
