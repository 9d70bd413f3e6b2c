/**
 * Every message a form schema can raise, as an i18n key. Schemas only ever emit these keys so
 * the same validation speaks the borrower's language in the browser and in API responses.
 * Texts quoted in SPEC §5 are kept verbatim in the language SPEC gives them, typos included.
 */
const EN = {
  // Required prompts ("please input / select X").
  'form.required.firstName': 'Please input your first name',
  'form.required.lastName': 'Please input your last name',
  'form.required.gender': 'Please select your gender',
  'form.required.birthday': 'Please select your date of birth',
  'form.required.education': 'Please select your education',
  'form.required.maritalStatus': 'Please select your marital status',
  'form.required.whatsappNo': 'Please input your WhatsApp number',
  'form.required.email': 'Please input your email',
  'form.required.loanPurpose': 'Please select the loan purpose',
  'form.required.residenceType': 'Please select your residence type',
  'form.required.state': 'Please select your state',
  'form.required.city': 'Please select your city',
  'form.required.address': 'Please input your address',
  'form.required.pinCode': 'Please input your postal code',
  'form.required.nationalId': 'Please input your CURP',
  'form.required.employmentType': 'Please select your employment type',
  'form.required.industryCategory': 'Please select your industry',
  'form.required.jobExperience': 'Please select your job experience',
  'form.required.monthlySalary': 'Please select your monthly income',
  'form.required.payFrequency': 'Please select your pay frequency',
  'form.required.monthlyPayday': 'Please select your payday',
  'form.required.monthlyPaydayTwo': 'Please select your second payday',
  'form.required.emergencyContactName1': "Please input the first contact's name",
  'form.required.emergencyContactMobile1': "Please input the first contact's phone number",
  'form.required.emergencyContactRelation1': 'Please select your relationship with the first contact',
  'form.required.emergencyContactName2': "Please input the second contact's name",
  'form.required.emergencyContactMobile2': "Please input the second contact's phone number",
  'form.required.emergencyContactRelation2': 'Please select your relationship with the second contact',
  'form.required.bankCode': 'Please select your bank',
  'form.required.accountNumber': 'Please input your account number',
  'form.required.confirmAccountNumber': 'Please input the account number again',
  'form.required.bvn': 'Please input your BVN',
  'form.required.cardType': 'Please select how you want to receive the money',
  'form.required.validPeriod': "Please input the card's expiry date",
  'form.questionnaire.complete': 'Complete the credit history questionnaire',

  // Whole-form and option problems (a tampered or outdated request, rarely a person).
  'form.invalidForm': 'Something is wrong with the form, please reload the page',
  'form.invalidOption': 'Please choose one of the options',

  // Personal info.
  'form.name.lettersOnly': 'Names can only contain letters',
  'form.name.tooShort': 'Please input at least 2 letters',
  'form.name.tooLong': 'At most 50 characters',
  'form.birthday.format': 'Please select a valid date',
  'form.birthday.tooYoung': 'You must be at least 18 years old',
  'form.birthday.tooOld': 'Please check your date of birth',
  'form.email.gmailYahooOnly': "Gmail/Yahoo Mail only and email addr can't contain special symbols.",
  'form.email.badFormat': 'The mailbox format was entered incorrectly, it cannot contain spaces or others',
  'form.phone.digitsOnly': 'Only digits are allowed',
  'form.phone.tooLong': 'At most 11 digits',
  'form.phone.invalid': 'Please input a valid mobile number',
  'form.address.length': 'The address must be 2 to 100 characters',
  'form.text.tooLong': 'At most 100 characters',
  'form.state.unknown': 'Please select a state from the list',
  'form.city.selectStateFirst': 'please select State',
  'form.city.unknown': 'Please select a city from the list',
  'form.pinCode.invalid': 'Invalid postal code',
  'form.nationalId.invalid': 'The CURP is incorrect, it must have 18 characters',
  'form.nationalId.birthdayMismatch': 'The CURP does not match your date of birth',
  'form.nationalId.genderMismatch': 'The CURP does not match your gender',
  'form.rfc.invalid': 'RFC input error, the format needs 13 bits',
  'form.rfc.checkDigitWarning': 'Please check your RFC, the last character looks wrong',
  'form.rfc.curpMismatchWarning': 'Please check your RFC, it does not match your CURP',
  'form.nss.invalid': 'The NSS number is incorrect. The format is 11 digits',

  // Work info.
  'form.workInfo.paydayInvalid': 'Please select a valid payday',
  'form.workInfo.paydaysSame': 'The two paydays must be different',

  // Emergency contacts.
  'form.contacts.nameTooLong': 'At most 50 characters',
  'form.contacts.phoneLengthNg': 'Please input 10 digits, or 11 starting with 0',
  'form.contacts.phoneLengthMx': 'Please input the 10-digit number',
  'form.contacts.contactsSameRelation': 'The two contacts cannot have the same relationship',
  'form.contacts.contactsSamePhone': 'The two contacts cannot have the same phone number',
  'form.contacts.ownNumber': 'An emergency contact cannot be your own number',

  // Bank account.
  'form.bank.unknownBank': 'Please select a bank from the list',
  'form.bank.accountDigitsNg': 'The account number must have 10 digits',
  'form.bank.nubanInvalid': 'This account number does not belong to the selected bank, please check both',
  'form.bank.accountMismatch': 'The bank account is inconsistent with the confirmation number',
  'form.bank.clabeInvalid': 'The CLABE is incorrect, it must have 18 digits',
  'form.bank.clabeBankMismatch': 'The CLABE does not belong to the selected bank',
  'form.bank.cardInvalid': 'The debit card number is incorrect, it must have 16 digits',
  'form.bank.validPeriodFormat': 'Please input the expiry date as MM/YY',
  'form.bank.validPeriodRange': 'The card has expired or the date is wrong',
  'form.bank.cvcInvalid': 'The CVC must have 3 digits',
  'form.bank.branchCodeInvalid': 'The branch code can only have letters and digits (at most 10)',
  'form.bvn.invalid': 'Incorrect bvn input.',

  // Questionnaire.
  'form.questionnaire.firstAnswer': 'First answer the question',
  'form.questionnaire.unanswered': 'There are still unanswered questions, please complete',

  // Login and register. Same keys and texts as messages/login-messages.ts, so either catalog
  // answers the same; 'form.code.empty' is SPEC's 'codeNull'.
  'form.mobile.empty': 'Mobile phone number cannot be empty',
  'form.mobile.format': 'Number format error',
  'form.code.empty': 'Please enter the verification code',
  'form.code.invalid': 'Invalid verification code',

  // Loan confirmation and cancellation.
  'form.agreement.required': 'Please agree to the loan agreement',
  'form.cancelReason.required': 'Please select why you want to cancel',
  'form.cancelRemark.tooLong': 'Please keep the note under 200 characters',
} as const satisfies Record<string, string>;

export type FormMessageKey = keyof typeof EN;

const ES: Record<FormMessageKey, string> = {
  'form.required.firstName': 'Ingresa tu nombre',
  'form.required.lastName': 'Ingresa tu apellido',
  'form.required.gender': 'Selecciona tu género',
  'form.required.birthday': 'Selecciona tu fecha de nacimiento',
  'form.required.education': 'Selecciona tu nivel de estudios',
  'form.required.maritalStatus': 'Selecciona tu estado civil',
  'form.required.whatsappNo': 'Ingresa tu número de WhatsApp',
  'form.required.email': 'Ingresa tu correo electrónico',
  'form.required.loanPurpose': 'Selecciona el destino del préstamo',
  'form.required.residenceType': 'Selecciona tu tipo de vivienda',
  'form.required.state': 'Selecciona tu estado',
  'form.required.city': 'Selecciona tu municipio o alcaldía',
  'form.required.address': 'Ingresa tu domicilio',
  'form.required.pinCode': 'Ingresa tu código postal',
  'form.required.nationalId': 'Ingresa tu CURP',
  'form.required.employmentType': 'Selecciona tu situación laboral',
  'form.required.industryCategory': 'Selecciona tu sector',
  'form.required.jobExperience': 'Selecciona tu antigüedad laboral',
  'form.required.monthlySalary': 'Selecciona tu ingreso mensual',
  'form.required.payFrequency': 'Selecciona tu frecuencia de pago',
  'form.required.monthlyPayday': 'Selecciona tu día de pago',
  'form.required.monthlyPaydayTwo': 'Selecciona tu segundo día de pago',
  'form.required.emergencyContactName1': 'Ingresa el nombre del primer contacto',
  'form.required.emergencyContactMobile1': 'Ingresa el teléfono del primer contacto',
  'form.required.emergencyContactRelation1': 'Selecciona tu parentesco con el primer contacto',
  'form.required.emergencyContactName2': 'Ingresa el nombre del segundo contacto',
  'form.required.emergencyContactMobile2': 'Ingresa el teléfono del segundo contacto',
  'form.required.emergencyContactRelation2': 'Selecciona tu parentesco con el segundo contacto',
  'form.required.bankCode': 'Selecciona tu banco',
  'form.required.accountNumber': 'Ingresa tu número de cuenta',
  'form.required.confirmAccountNumber': 'Ingresa de nuevo el número de cuenta',
  'form.required.bvn': 'Ingresa tu BVN',
  'form.required.cardType': 'Selecciona cómo quieres recibir el dinero',
  'form.required.validPeriod': 'Ingresa la fecha de vencimiento de la tarjeta',
  'form.questionnaire.complete': 'Completa el cuestionario de historial crediticio',

  'form.invalidForm': 'Hay un problema con el formulario, vuelve a cargar la página',
  'form.invalidOption': 'Elige una de las opciones',

  'form.name.lettersOnly': 'El nombre solo puede tener letras',
  'form.name.tooShort': 'Ingresa al menos 2 letras',
  'form.name.tooLong': 'Máximo 50 caracteres',
  'form.birthday.format': 'Selecciona una fecha válida',
  'form.birthday.tooYoung': 'Debes tener al menos 18 años',
  'form.birthday.tooOld': 'Revisa tu fecha de nacimiento',
  'form.email.gmailYahooOnly': 'Solo se acepta Gmail o Yahoo y el correo no puede tener símbolos especiales.',
  'form.email.badFormat': 'El formato del correo es incorrecto, no puede tener espacios ni otros caracteres',
  'form.phone.digitsOnly': 'Solo se permiten números',
  'form.phone.tooLong': 'Máximo 11 dígitos',
  'form.phone.invalid': 'Ingresa un número de celular válido',
  'form.address.length': 'El domicilio debe tener de 2 a 100 caracteres',
  'form.text.tooLong': 'Máximo 100 caracteres',
  'form.state.unknown': 'Selecciona un estado de la lista',
  'form.city.selectStateFirst': 'Primero selecciona el estado',
  'form.city.unknown': 'Selecciona un municipio de la lista',
  'form.pinCode.invalid': 'Código postal inválido',
  'form.nationalId.invalid': 'La CURP es incorrecta, debe tener 18 caracteres',
  'form.nationalId.birthdayMismatch': 'La CURP no coincide con tu fecha de nacimiento',
  'form.nationalId.genderMismatch': 'La CURP no coincide con tu género',
  'form.rfc.invalid': 'RFC incorrecto, debe tener 13 caracteres',
  'form.rfc.checkDigitWarning': 'Revisa tu RFC, el último carácter parece incorrecto',
  'form.rfc.curpMismatchWarning': 'Revisa tu RFC, no coincide con tu CURP',
  'form.nss.invalid': 'El NSS es incorrecto, debe tener 11 dígitos',

  'form.workInfo.paydayInvalid': 'Selecciona un día de pago válido',
  'form.workInfo.paydaysSame': 'Los dos días de pago deben ser distintos',

  'form.contacts.nameTooLong': 'Máximo 50 caracteres',
  'form.contacts.phoneLengthNg': 'Ingresa 10 dígitos, u 11 si empieza con 0',
  'form.contacts.phoneLengthMx': 'Ingresa el número a 10 dígitos',
  'form.contacts.contactsSameRelation': 'Los dos contactos no pueden tener el mismo parentesco',
  'form.contacts.contactsSamePhone': 'Los dos contactos no pueden tener el mismo número',
  'form.contacts.ownNumber': 'Un contacto de emergencia no puede ser tu propio número',

  'form.bank.unknownBank': 'Selecciona un banco de la lista',
  'form.bank.accountDigitsNg': 'El número de cuenta debe tener 10 dígitos',
  'form.bank.nubanInvalid': 'Este número de cuenta no corresponde al banco elegido, revisa ambos',
  'form.bank.accountMismatch': 'Los dos números de tarjetas bancarias no coinciden. Vuelva a ingresar',
  'form.bank.clabeInvalid': 'La CLABE es incorrecta, debe tener 18 dígitos',
  'form.bank.clabeBankMismatch': 'La CLABE no corresponde al banco elegido',
  'form.bank.cardInvalid': 'El número de tarjeta de débito es incorrecto, debe tener 16 dígitos',
  'form.bank.validPeriodFormat': 'Ingresa la fecha de vencimiento como MM/AA',
  'form.bank.validPeriodRange': 'La tarjeta está vencida o la fecha es incorrecta',
  'form.bank.cvcInvalid': 'El CVV debe tener 3 dígitos',
  'form.bank.branchCodeInvalid': 'La sucursal solo puede tener letras y números (máximo 10)',
  'form.bvn.invalid': 'BVN incorrecto.',

  'form.questionnaire.firstAnswer': 'Primero responde la pregunta',
  'form.questionnaire.unanswered': 'Aún hay preguntas sin responder, complétalas',

  'form.mobile.empty': 'El número de teléfono móvil no puede estar vacío',
  'form.mobile.format': 'Error de formato del número',
  'form.code.empty': 'Por favor ingresa el código de verificación',
  'form.code.invalid': 'inválido de código de verificación',

  'form.agreement.required': 'Por favor acepta el contrato de préstamo',
  'form.cancelReason.required': 'Selecciona por qué quieres cancelar',
  'form.cancelRemark.tooLong': 'La nota debe tener menos de 200 caracteres',
};

export const FORM_MESSAGES: { en: Record<FormMessageKey, string>; es: Record<FormMessageKey, string> } = { en: EN, es: ES };

export function isFormMessageKey(value: unknown): value is FormMessageKey {
  return typeof value === 'string' && Object.hasOwn(EN, value);
}
