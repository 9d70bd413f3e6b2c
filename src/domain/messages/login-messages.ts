/** Mobile and code messages of SPEC §5, shared by the login/register forms and the server. */
export const LOGIN_MESSAGES = {
  en: {
    'form.mobile.empty': 'Mobile phone number cannot be empty',
    'form.mobile.format': 'Number format error',
    'form.code.empty': 'Please enter the verification code',
    'form.code.invalid': 'Invalid verification code',
  },
  es: {
    'form.mobile.empty': 'El número de teléfono móvil no puede estar vacío',
    'form.mobile.format': 'Error de formato del número',
    'form.code.empty': 'Por favor ingresa el código de verificación',
    'form.code.invalid': 'inválido de código de verificación',
  },
} as const satisfies Record<'en' | 'es', Record<string, string>>;
