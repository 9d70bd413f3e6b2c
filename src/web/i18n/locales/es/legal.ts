import type en from '../en/legal';
import type { Translation } from '../../translation';

const legal: Translation<typeof en> = {
  labels: {
    version: 'Versión',
    effectiveDate: 'Fecha de entrada en vigor',
    lastUpdated: 'Última actualización',
  },
  privacy: {
    title: 'Aviso de privacidad',
    version: 'v1.1',
    effectiveDate: '2026-11-26',
    selfService:
      'Descarga una copia de tus datos o elimina tu cuenta tú mismo, en la app o en la web: Configuración › Mis datos y mi cuenta (en la web, entra con el código que te enviamos por SMS).',
    sections: {
      whoWeAre: {
        title: '1. Quiénes somos',
        body: {
          p1: 'Este Aviso de privacidad explica qué datos personales recaba {{appName}} (“nosotros”) cuando usas nuestra app y nuestro sitio web, para qué los usamos, cómo los protegemos y cuáles son tus derechos.',
          p2: '{{appName}} es responsable de tus datos personales: decidimos cómo y para qué se usan. Este aviso aplica a todas las personas que se registran, solicitan un préstamo o pagan un préstamo con nosotros.',
          p3: 'Léelo antes de registrarte. Al crear tu cuenta y marcar la casilla de aceptación, confirmas que lo leíste. Cuando la ley pide tu consentimiento, te lo pedimos de forma clara, y puedes retirarlo en cualquier momento.',
        },
      },
      dataWeCollect_ng: {
        title: '2. Qué datos recabamos y para qué',
        body: {
          intro:
            'Recabamos solo lo necesario para saber quién eres, decidir sobre tu préstamo, depositarte el dinero y recibir tus pagos.',
          identity:
            'Identidad: tu nombre completo, fecha de nacimiento, sexo, BVN, fotos de tu identificación y una foto de tu rostro (selfie). Para qué: para confirmar que eres una persona real, que tienes 18 años o más y que nadie está usando tu nombre. Tu BVN también vincula tu cuenta bancaria contigo.',
          contact:
            'Datos de contacto: tu número de celular, correo electrónico, número de WhatsApp, un segundo teléfono y tu domicilio. Para qué: para crear tu cuenta, enviarte códigos de verificación y mensajes sobre tu préstamo, y contactarte sobre tus pagos.',
          references:
            'Contactos de emergencia: el nombre, teléfono y parentesco de las dos personas que nos das. Para qué: para confirmar los datos que nos diste. Nunca les hablamos de tu préstamo ni de tu deuda, y nunca les pedimos que paguen.',
          work: 'Empleo e ingresos: tu tipo de trabajo, empleador, giro, años de experiencia, rango de ingreso, frecuencia y días de pago. Para qué: para revisar que el préstamo vaya con tu ingreso y poner fechas de pago que coincidan con tu día de pago.',
          credit:
            'Historial de crédito: tus respuestas a nuestro cuestionario de crédito. Para qué: para conocer tus deudas actuales y cómo has pagado antes.',
          bank: 'Cuenta bancaria: tu banco, número de cuenta y nombre del titular. Para qué: para depositarte el préstamo y reconocer tus pagos. Cuando pagas con tarjeta, el proveedor de pagos maneja los datos de tu tarjeta.',
          device:
            'Información del dispositivo: modelo del celular, sistema operativo, identificadores del dispositivo, tipo de red y versión de la app. Para qué: para proteger tu cuenta, detectar fraudes (por ejemplo, muchas cuentas en un mismo celular) y corregir fallas técnicas.',
          apps: 'Lista de apps instaladas: los nombres de las apps en tu celular. Para qué: ayuda a nuestra evaluación de riesgo a entender tu actividad financiera (por ejemplo, apps de bancos o de préstamos) y a detectar herramientas usadas para fraude.',
          location:
            'Ubicación aproximada: la zona general donde estás, no tu posición exacta. Para qué: para confirmar que estás en Nigeria y ayudar a detectar fraudes.',
          history:
            'Historial de préstamos y pagos: tus solicitudes, préstamos, pagos, los comprobantes que subes y tus mensajes con atención al cliente. Para qué: para administrar tu cuenta y cumplir nuestras obligaciones legales.',
          notCollected:
            'Lo que NO recabamos: conforme a las reglas de la FCCPC para prestamistas digitales (2025), no accedemos a los contactos de tu celular, tus SMS, tu registro de llamadas, ni a tus fotos o sus metadatos.',
        },
      },
      dataWeCollect_mx: {
        title: '2. Qué datos recabamos y para qué',
        body: {
          intro:
            'Recabamos solo lo necesario para saber quién eres, decidir sobre tu préstamo, depositarte el dinero y recibir tus pagos.',
          identity:
            'Identidad: tu nombre completo, fecha y lugar de nacimiento, sexo, CURP, fotos de tu INE (frente y vuelta) y una foto de tu rostro (selfie). Opcionales: tu RFC y tu NSS (número de seguridad social). Para qué: para confirmar que eres una persona real, que tienes 18 años o más y que nadie está usando tu nombre. Si nos das tu RFC o tu NSS, nos ayudan a confirmar tu trabajo e ingresos.',
          contact:
            'Datos de contacto: tu número de celular, correo electrónico, número de WhatsApp, un segundo teléfono y tu domicilio (estado, ciudad, municipio o alcaldía y código postal). Para qué: para crear tu cuenta, enviarte códigos de verificación y mensajes sobre tu préstamo, y contactarte sobre tus pagos.',
          references:
            'Contactos de emergencia: el nombre, teléfono y parentesco de las dos personas que nos das. Para qué: para confirmar los datos que nos diste. Nunca les hablamos de tu préstamo ni de tu deuda, y nunca les pedimos que paguen.',
          work: 'Empleo e ingresos: tu tipo de trabajo, empleador, giro, años de experiencia, rango de ingreso, frecuencia y días de pago. Para qué: para revisar que el préstamo vaya con tu ingreso y poner fechas de pago que coincidan con tu día de pago.',
          credit:
            'Historial de crédito: tus respuestas a nuestro cuestionario de crédito. Para qué: para conocer tus deudas actuales y cómo has pagado antes.',
          bank: 'Cuenta bancaria: tu CLABE o número de tarjeta de débito, el banco y, si usas tarjeta, su fecha de vencimiento. Para qué: para depositarte el préstamo y reconocer tus pagos.',
          device:
            'Información del dispositivo: modelo del celular, sistema operativo, identificadores del dispositivo, tipo de red y versión de la app. Para qué: para proteger tu cuenta, detectar fraudes (por ejemplo, muchas cuentas en un mismo celular) y corregir fallas técnicas.',
          apps: 'Lista de apps instaladas: los nombres de las apps en tu celular. Para qué: ayuda a nuestra evaluación de riesgo a entender tu actividad financiera (por ejemplo, apps de bancos o de préstamos) y a detectar herramientas usadas para fraude.',
          location:
            'Ubicación: dónde está tu celular cuando haces la solicitud. Para qué: para confirmar que estás en México y ayudar a detectar fraudes.',
          contacts:
            'Contactos: la lista de contactos de tu celular (nombres y números). Para qué: una lista de contactos normal es una de las señales de que el celular pertenece a una persona real y no se usa para fraude. También te permite elegir rápido a tus contactos de emergencia. Nunca contactamos a las personas de tu lista para cobrar una deuda, y nunca les hablamos de tu préstamo.',
          sms: 'SMS: los mensajes de texto de tu celular, sobre todo los financieros, como avisos del banco, avisos de pago y mensajes de otras empresas de crédito. Para qué: nos ayudan a estimar tu ingreso y tus deudas actuales, para no prestarte más de lo que puedes pagar.',
          photos:
            'Metadatos de fotos: la información técnica que se guarda con tus fotos (fecha, hora, modelo del dispositivo y lugar), no las imágenes. Para qué: para ayudar a detectar fraudes, por ejemplo una foto de identificación reutilizada o editada.',
          history:
            'Historial de préstamos y pagos: tus solicitudes, préstamos, pagos, los comprobantes que subes y tus mensajes con atención al cliente. Para qué: para administrar tu cuenta y cumplir nuestras obligaciones legales.',
          consent:
            'Tu consentimiento: tus datos financieros y la foto de tu rostro requieren tu consentimiento expreso. Lo das al marcar la casilla de aceptación. Puedes revocarlo (ver “Tus derechos”), pero entonces no podremos evaluar una nueva solicitud.',
        },
      },
      permissions_ng: {
        title: '3. Permisos del celular',
        body: {
          intro:
            'Antes de que uses la cámara por primera vez, la app te muestra un aviso con lo que usará y para qué, y te pide aceptarlo.',
          list: 'En un navegador web solo pedimos la cámara. Nuestra app de Android e iOS además recaba la lista de apps instaladas, tu ubicación aproximada y la información del dispositivo, después de que aceptas el mismo aviso. Algunas de nuestras apps empiezan la revisión solo cuando nuestra app de Android o iOS envió esta información: una solicitud hecha en un navegador web espera hasta que la termines en la app, y se cancela si la información no llegó 24 horas después de enviarla.',
          use: 'Usamos estos datos solo para evaluar tu solicitud y prevenir fraudes. Si tu solicitud es rechazada, los borramos una semana después de la decisión, junto con tus demás datos personales. En otro caso los conservamos con el expediente de tu solicitud.',
          camera:
            'La cámara sirve para las fotos de tu identificación y tu selfie. El almacenamiento te permite elegir una imagen guardada, como un comprobante de pago.',
          notRequested: 'La app no solicita acceso a tus contactos, SMS, registro de llamadas ni galería de fotos.',
          agree:
            'Debes marcar la casilla de aceptación en la pantalla de permisos para continuar. Si no aceptas, no podemos evaluar tu solicitud. Después puedes desactivar los permisos en la configuración de tu celular.',
        },
      },
      permissions_mx: {
        title: '3. Permisos del celular',
        body: {
          intro:
            'Antes de que uses la cámara por primera vez, la app te muestra un aviso con lo que usará y para qué, y te pide aceptarlo.',
          list: 'En un navegador web solo pedimos la cámara. Nuestra app de Android e iOS además recaba tus contactos, SMS, la lista de apps instaladas, tu ubicación, la información de tus fotos (fecha y lugar) y la información del dispositivo, después de que aceptas el mismo aviso. Algunas de nuestras apps empiezan la revisión solo cuando nuestra app de Android o iOS envió esta información: una solicitud hecha en un navegador web espera hasta que la termines en la app, y se cancela si la información no llegó 24 horas después de enviarla.',
          use: 'Usamos estos datos solo para evaluar tu solicitud y prevenir fraudes. Si tu solicitud es rechazada, los borramos una semana después de la decisión, junto con tus demás datos personales. En otro caso los conservamos con el expediente de tu solicitud.',
          camera:
            'La cámara sirve para las fotos de tu identificación y tu selfie. El almacenamiento te permite elegir una imagen guardada, como un comprobante de pago.',
          agree:
            'Debes marcar la casilla de aceptación en la pantalla de permisos para continuar. Si no aceptas, no podemos evaluar tu solicitud. Después puedes desactivar los permisos en la configuración de tu celular.',
        },
      },
      howWeUse: {
        title: '4. Para qué usamos tus datos',
        body: {
          p1: 'Para verificar tu identidad y protegerte a ti y a nosotros contra fraudes.',
          p2: 'Para evaluar tu solicitud y decidir el monto y el plazo que podemos ofrecerte. Nuestra evaluación es en parte automática: un sistema de calificación analiza tus datos en conjunto. Puedes pedir que una persona revise la decisión escribiéndonos.',
          p3: 'Para depositarte el dinero, recibir tus pagos y llevar el registro de tu préstamo.',
          p4: 'Para enviarte códigos y avisos sobre tu préstamo. Recordatorios: por SMS (o WhatsApp, donde lo ofrecemos) 3 días y 1 día antes de tu fecha de pago, el día de pago, y 1, 3 y 7 días después mientras el préstamo siga sin pagarse, solo entre las 8:00 y las 20:00 y solo a ti. Se detienen en cuanto pagas el préstamo.',
          p5: 'Para responder tus dudas y quejas.',
          p6: 'Para mejorar nuestra app y servicio, usando cuando sea posible datos combinados que no te identifican.',
          p7: 'Para cumplir nuestras obligaciones legales, como la prevención de lavado de dinero, las reglas fiscales y los requerimientos de las autoridades.',
          p8: 'Para enviarte promociones, solo si lo aceptas. Puedes dejar de recibirlas en cualquier momento; los mensajes sobre tu préstamo continúan mientras esté abierto.',
        },
      },
      sharing: {
        title: '5. Con quién compartimos tus datos',
        body: {
          intro: 'Compartimos tus datos solo cuando es necesario, y solo con:',
          payments_ng:
            'Proveedores de pago (Paystack, Flutterwave o Monnify): tu nombre, celular, correo, BVN y cuenta bancaria, para depositarte el préstamo, abrir el número de cuenta al que pagas (el banco necesita tu BVN para ello) y recibir tus pagos.',
          payments_mx:
            'Proveedores de pago: STP recibe tu nombre y tu CLABE para depositarte el préstamo por SPEI y te da la CLABE a la que pagas; el procesador de pagos en efectivo (Digital FEMSA para OXXO Pay, o Conekta para Conekta Efectivo, el que emita tu referencia) recibe tu nombre, correo y celular cuando pagas en efectivo en una tienda.',
          identity_ng:
            'Verificación de identidad (Dojah): tu BVN o NIN, para comparar con tus datos el nombre y la fecha de nacimiento registrados, y la foto de tu rostro, para compararla con la foto del BVN y comprobar que es una persona real.',
          identity_mx:
            'Verificación de identidad (ARGOS Identity): tu CURP, para validarla con RENAPO y comparar tu nombre y fecha de nacimiento, y las fotos de tu rostro y de tu INE, para compararlas y comprobar que es una persona real.',
          messages_ng:
            'Mensajes (Termii, y Twilio cuando Termii no puede entregarlos): tu número de celular y el texto de cada código, recordatorio o aviso.',
          messages_mx:
            'Mensajes (Twilio, y Termii cuando Twilio no puede entregarlos): tu número de celular y el texto de cada código, recordatorio o aviso.',
          providers:
            'Servicios en la nube que mantienen funcionando nuestros sistemas. Deben proteger tus datos y solo pueden usarlos según nuestras instrucciones.',
          authorities: 'Autoridades, tribunales y reguladores, cuando la ley lo exige.',
          abroad:
            'Algunos proveedores pueden guardar datos fuera de tu país. Cuando pasa, aplicamos las medidas de protección que exige la ley.',
          neverSold: 'Nunca vendemos tus datos personales, y nunca los damos a otros para su propia publicidad.',
        },
      },
      retention: {
        title: '6. Cuánto tiempo guardamos tus datos',
        body: {
          rejected:
            'Si rechazamos tu solicitud, borramos tus datos personales 1 semana después de la decisión. Solo guardamos tu número de celular y la fecha de la decisión, para aplicar la espera de 30 días antes de que vuelvas a solicitar.',
          permissions:
            'Los datos obtenidos con los permisos del celular se borran una semana después de un rechazo, junto con tus demás datos personales. Si recibes un préstamo, o tu solicitud termina de otra forma, se conservan con el expediente de tu solicitud.',
          customers:
            'Si tomas un préstamo, guardamos tus datos mientras tu cuenta está activa. Cuando el préstamo se liquida, los guardamos solo el tiempo que exige la ley (por ejemplo, reglas de prevención de lavado de dinero, fiscales y de crédito). Después los borramos o los hacemos anónimos.',
        },
      },
      security: {
        title: '7. Cómo protegemos tus datos',
        body: {
          transit: 'Tus datos viajan por conexiones cifradas.',
          encryption:
            'Los números de identificación (como BVN, CURP, RFC y NSS) y los números de cuenta bancaria se guardan cifrados.',
          access: 'Solo el personal que necesita tus datos para su trabajo puede verlos.',
          never:
            'Nunca te pedimos el NIP de tu tarjeta, contraseñas ni códigos de verificación. Quien te los pida no somos nosotros.',
          breach:
            'Si una vulneración de datos te pone en riesgo, te avisaremos a ti y a las autoridades, como lo exige la ley.',
          you: 'Tú también puedes ayudar: mantén tu celular bloqueado y nunca compartas tu código de verificación.',
        },
      },
      yourRights_ng: {
        title: '8. Tus derechos',
        body: {
          intro: 'Conforme a la Ley de Protección de Datos de Nigeria de 2023 (NDPA), tienes derecho a:',
          informed: 'Saber cómo se usan tus datos (este aviso).',
          access: 'Obtener una copia de los datos personales que tenemos sobre ti.',
          correct: 'Corregir los datos que estén mal o incompletos.',
          erase:
            'Pedirnos que borremos tus datos. Podemos conservar lo que exige la ley, o lo necesario mientras tengas un préstamo abierto.',
          object: 'Oponerte a algunos usos o limitarlos, incluida la publicidad.',
          portability: 'Recibir tus datos en un formato común, o pedirnos que los enviemos a otra empresa.',
          automated: 'Pedir que una persona revise una decisión tomada por medios automáticos.',
          withdraw:
            'Retirar tu consentimiento en cualquier momento. Esto no afecta lo que hicimos antes, pero es posible que ya no podamos evaluar una solicitud.',
          how: 'Para ejercer estos derechos, escribe a {{supportEmail}} con los datos que registraste. Podemos pedirte que confirmes tu identidad. Respondemos en el plazo que marca la ley.',
          complain:
            'Si no estás conforme con nuestra respuesta, puedes presentar una queja ante la Comisión de Protección de Datos de Nigeria (NDPC).',
        },
      },
      yourRights_mx: {
        title: '8. Tus derechos ARCO',
        body: {
          intro:
            'Conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), tienes los derechos ARCO:',
          access: 'Acceso: saber qué datos personales tenemos sobre ti y cómo los usamos.',
          rectification: 'Rectificación: corregir los datos que estén mal o incompletos.',
          cancellation:
            'Cancelación: pedirnos que borremos tus datos. Podemos conservar lo que exige la ley, o lo necesario mientras tengas un préstamo abierto.',
          opposition: 'Oposición: oponerte a algunos usos de tus datos, por ejemplo la publicidad.',
          revoke: 'También puedes revocar tu consentimiento, o limitar el uso de tus datos para promociones.',
          how: 'Para ejercer estos derechos, escribe a {{supportEmail}} con: tu nombre completo, tu número de celular registrado, una copia de tu identificación oficial, el derecho que quieres ejercer y los datos a los que se refiere. Respondemos en el plazo que marca la ley y te informamos el resultado.',
          complain:
            'Si no estás conforme con nuestra respuesta, puedes acudir a la autoridad de protección de datos personales.',
        },
      },
      changes: {
        title: '9. Cambios a este aviso',
        body: {
          p1: 'Podemos actualizar este aviso. Antes de que aplique un cambio importante, te avisaremos en la app. La versión y la fecha de entrada en vigor aparecen al inicio.',
        },
      },
      contact: {
        title: '10. Contacto',
        body: {
          p1: 'Para cualquier duda sobre tus datos personales, escribe a {{supportEmail}} con la palabra “Privacidad” en el asunto. Respondemos de lunes a sábado, {{hoursFrom}}–{{hoursTo}} {{timeZone}}.',
        },
      },
    },
  },
  terms: {
    title: 'Términos y condiciones',
    version: 'v1.1',
    effectiveDate: '2026-11-26',
    intro:
      'Estos términos son un acuerdo entre tú y {{appName}}. Aplican cuando creas tu cuenta y cada vez que tomas un préstamo. Léelos con atención. Cada préstamo tiene además su propio contrato, con las cifras exactas de ese préstamo.',
    /** Se muestra bajo la introducción solo cuando la configuración tiene el número (decisión 0078). */
    registered_ng:
      '{{appName}} está registrada ante la Comisión Federal de Competencia y Protección al Consumidor de Nigeria (FCCPC) como prestamista digital con el número {{number}}.',
    registered_mx:
      '{{appName}} es una SOFOM E.N.R. registrada ante la CONDUSEF en el Registro de Prestadores de Servicios Financieros (SIPRES) con el número {{number}}.',
    sections: {
      eligibility: {
        title: '1. Quién puede usar {{appName}}',
        body: {
          p1: 'Debes tener 18 años o más, vivir en el país donde haces la solicitud y tener un ingreso mensual regular.',
          p2: 'Debes usar tu propio número de celular, tus propios documentos de identidad y una cuenta bancaria a tu nombre.',
          p3: 'Todo lo que nos digas debe ser verdadero y completo. Solo puedes tener una cuenta.',
        },
      },
      account: {
        title: '2. Tu cuenta',
        body: {
          p1: 'Te registras e inicias sesión con tu número de celular y un código de verificación de un solo uso. Nunca compartas ese código con nadie, ni con personas que digan trabajar para nosotros.',
          p2: 'Eres responsable de lo que pase en tu cuenta. Si pierdes tu celular o crees que alguien más usa tu cuenta, avísanos de inmediato.',
          p3: 'Por tu seguridad, tu sesión puede cerrarse después de un tiempo, o cuando tu cuenta se abre en otro celular.',
        },
      },
      assessment: {
        title: '3. Solicitud y evaluación',
        body: {
          p1: 'Al solicitar, nos autorizas a verificar tu identidad y revisar tus datos. Decidimos en máximo 1 día hábil, normalmente en minutos.',
          p2: 'Podemos aprobar o rechazar una solicitud, u ofrecerte un monto menor al que pediste. No estamos obligados a dar la razón detallada.',
          p3: 'Si rechazamos tu solicitud, puedes volver a solicitar después de 30 días.',
        },
      },
      loansAndPricing: {
        title: '4. Préstamos y costos',
        body: {
          amounts:
            'Los préstamos van desde {{minAmount}} hasta {{maxAmount}}, con plazos de {{minDays}} a {{maxDays}} días. Las opciones que ves dependen de tu evaluación.',
          interest:
            'El interés es de {{dailyInterest}} diario sobre el monto del préstamo. Los clientes que regresan pueden tener una tasa menor, desde {{reloanInterest}} diario.',
          fee: 'Se cobra una comisión por apertura de {{processingFee}} por cada día del plazo, más un impuesto de {{feeTax}} sobre esa comisión. La comisión y el impuesto se descuentan del monto del préstamo al depositarte. Por eso recibes menos que el monto del préstamo, pero pagas el monto completo más los intereses.',
          fee_mx:
            'Se cobra una comisión por apertura de {{processingFee}} por cada día del plazo, más el IVA de {{feeTax}} sobre esa comisión. La comisión y su IVA se descuentan del monto del préstamo al depositarte. Por eso recibes menos que el monto del préstamo, pero pagas el monto completo más los intereses. También se cobra IVA de {{interestTax}} sobre los intereses, sobre la penalización de cada día de atraso y sobre la comisión por prórroga, y se suma a lo que pagas.',
          disclosure:
            'Antes de aceptar, la pantalla de confirmación te muestra el monto del préstamo, lo que vas a recibir, la comisión, el impuesto, los intereses, el total a pagar, la fecha de pago y el costo anual ({{costName}}). No hay otros cargos.',
          disclosure_mx:
            'Antes de aceptar, la pantalla de confirmación te muestra el monto del préstamo, lo que vas a recibir, la comisión y su IVA, los intereses y su IVA, el total a pagar, la fecha de pago y el CAT sin IVA, con la fecha en que se calculó. No hay otros cargos.',
          oneLoan: 'Solo puedes tener un préstamo a la vez.',
          confirm: 'Un préstamo aprobado debe confirmarse en 24 horas. Si no, se cancela automáticamente.',
          disbursal:
            'Después de que confirmas, depositamos el dinero en tu cuenta bancaria, normalmente en 10 a 60 minutos. Si el depósito falla por tus datos bancarios, te pediremos corregirlos. Si pausamos los depósitos por un momento, la app te lo dice y envía tu dinero solo en cuanto los reanudemos; si no podemos enviarlo en 24 horas desde la aprobación, el préstamo se cancela y no debes nada.',
        },
      },
      repayment: {
        title: '5. Pagos',
        body: {
          p1: 'Debes pagar el total a más tardar en la fecha de pago que aparece en la app y en tu contrato.',
          p2: 'Paga solo con las formas de pago de la app, a la cuenta o referencia que aparece para tu préstamo. Nunca te pedimos pagar a una cuenta personal. Un pago a cualquier otra cuenta no cuenta como pago a nosotros.',
          p3: 'Puedes pagar el total antes, en cualquier momento. También puedes hacer pagos parciales arriba del mínimo que muestra la app. El resto sigue venciendo en la fecha de pago.',
          p4: 'El estado de tu pago normalmente se actualiza en 15 minutos. Si no, sube tu comprobante de pago en la app. Respondemos en máximo 48 horas.',
          p5: 'Si pagas de más, te regresamos la diferencia a tu cuenta bancaria cuando lo confirmemos.',
        },
      },
      latePayment: {
        title: '6. Pago tardío',
        body: {
          p1: 'Si no pagas el total a más tardar en la fecha de pago, cada día se suma una penalización de {{penalty}} del capital que falta por pagar, desde el día siguiente a la fecha de pago hasta que pagues. En total la penalización nunca supera ese capital.',
          p2: 'Pagar tarde puede dificultar que vuelvas a obtener un préstamo con nosotros.',
          p3: 'Te enviamos recordatorios por SMS como dice la sección 9, y podemos llamarte para acordar el pago, siempre con las reglas de la sección 9.',
          p4: 'Si tienes problemas para pagar, contáctanos antes de la fecha de pago para revisar juntos tus opciones.',
        },
      },
      rollover: {
        title: '7. Prórroga',
        body: {
          p1: 'Cuando tu préstamo ofrece prórroga, puedes mover tu fecha de pago. La pantalla de prórroga te muestra la comisión por prórroga y la nueva fecha de pago antes de pagar.',
          p2: 'Para obtener la prórroga, elige cómo pagar la comisión y págala. En cuanto la recibimos, la fecha de pago se mueve {{rolloverDays}} días después.',
          p3: 'La comisión por prórroga es el precio del tiempo extra. No reduce lo que debes.',
          p4: 'Cada prórroga queda en un convenio de renovación, que ves con las cifras de tu préstamo en la pantalla de prórroga antes de pagar.',
        },
      },
      cancellation: {
        title: '8. Cancelación',
        body: {
          p1: 'Puedes cancelar un préstamo solo antes de que te depositemos el dinero. Usa el formulario de cancelación o la lista de contratos en la app.',
          p2: 'Una vez depositado el dinero, el préstamo ya no se puede cancelar. Aun así, puedes pagarlo antes.',
        },
      },
      communications_ng: {
        title: '9. Cómo te contactamos',
        body: {
          p1: 'Te enviamos códigos, recordatorios y avisos sobre tu cuenta y tu préstamo por SMS (o WhatsApp, donde lo ofrecemos). Una llamada te lee el código cuando la pides. Recordatorios: por SMS (o WhatsApp, donde lo ofrecemos) 3 días y 1 día antes de tu fecha de pago, el día de pago, y 1, 3 y 7 días después mientras el préstamo siga sin pagarse, solo entre las 8:00 y las 20:00 y solo a ti. Se detienen en cuanto pagas el préstamo.',
          p2: 'Seguimos las reglas de la FCCPC para prestamistas digitales. Sobre tu deuda, solo te contactamos a ti, y solo en horarios razonables. Nunca te amenazamos, insultamos ni engañamos.',
          p3: 'Nunca contactamos a las personas de tu celular, tu familia, tus amigos o tu empleador para exhibirte o hablarles de tu deuda. Nunca publicamos tu foto ni tus datos.',
          p4: 'Si alguien que dice trabajar para nosotros no cumple estas reglas, repórtalo a {{supportEmail}}.',
          p5: 'Puedes dejar de recibir mensajes promocionales en cualquier momento. Los mensajes sobre tu préstamo continúan mientras esté abierto.',
        },
      },
      communications_mx: {
        title: '9. Cómo te contactamos',
        body: {
          p1: 'Te enviamos códigos, recordatorios y avisos sobre tu cuenta y tu préstamo por SMS (o WhatsApp, donde lo ofrecemos). Una llamada te lee el código cuando la pides. Recordatorios: por SMS (o WhatsApp, donde lo ofrecemos) 3 días y 1 día antes de tu fecha de pago, el día de pago, y 1, 3 y 7 días después mientras el préstamo siga sin pagarse, solo entre las 8:00 y las 20:00 y solo a ti. Se detienen en cuanto pagas el préstamo.',
          p2: 'Seguimos las reglas de la CONDUSEF en materia de cobranza. Quien te contacte de nuestra parte te dirá quién es y que actúa a nombre de {{appName}}. Sobre tu deuda, solo te contactamos a ti, y solo en horarios razonables. Nunca te amenazamos, insultamos ni engañamos.',
          p3: 'Nunca contactamos a tus referencias, a las personas de tu celular, a tu familia, a tus amigos ni a tu empleador para cobrarte o hablarles de tu deuda. Nunca publicamos tu foto ni tus datos.',
          p4: 'Si alguien que dice trabajar para nosotros no cumple estas reglas, repórtalo a {{supportEmail}}. También puedes presentar una queja ante la CONDUSEF.',
          p5: 'Puedes dejar de recibir mensajes promocionales en cualquier momento. Los mensajes sobre tu préstamo continúan mientras esté abierto.',
        },
      },
      termination: {
        title: '10. Cierre de tu cuenta',
        body: {
          p1: 'Puedes pedirnos cerrar tu cuenta cuando no tengas un préstamo abierto.',
          p2: 'Podemos suspender o cerrar tu cuenta si das información falsa, cometes fraude o haces mal uso de la app. Te diremos el motivo, salvo que la ley no lo permita.',
          p3: 'Lo que debas sigue siendo exigible después de cerrar tu cuenta.',
        },
      },
      changes: {
        title: '11. Cambios a estos términos',
        body: {
          p1: 'Podemos actualizar estos términos. Te avisaremos en la app antes de que aplique un cambio importante. Un préstamo que ya tomaste conserva el contrato que aceptaste.',
        },
      },
      governingLaw_ng: {
        title: '12. Ley aplicable y controversias',
        body: {
          p1: 'Estos términos se rigen por las leyes de la República Federal de Nigeria.',
          p2: 'Si tienes una queja, contáctanos primero. Intentaremos resolverla pronto. Si no estás conforme, puedes presentar una queja ante la Comisión Federal de Competencia y Protección al Consumidor (FCCPC) o acudir a los tribunales de Nigeria.',
        },
      },
      governingLaw_mx: {
        title: '12. Ley aplicable y controversias',
        body: {
          p1: 'Estos términos se rigen por las leyes federales de México.',
          p2: 'Si tienes una queja, contáctanos primero. Intentaremos resolverla pronto. Si no estás conforme, puedes acudir a la CONDUSEF o a los tribunales competentes.',
        },
      },
      contact: {
        title: '13. Contacto',
        body: {
          p1: 'Escríbenos a {{supportEmail}}. Respondemos de lunes a sábado, {{hoursFrom}}–{{hoursTo}} {{timeZone}}.',
        },
      },
    },
  },
  convenios: {
    title: 'Convenio de prórroga del préstamo',
    version: 'v1.1',
    effectiveDate: '2026-11-26',
    intro:
      'Este convenio mueve la fecha de pago de tu préstamo. Léelo antes de confirmar la prórroga. Forma parte de tu contrato de préstamo y de los Términos y condiciones de {{appName}}.',
    clauses: {
      c1: {
        title: '1. Préstamo',
        text: 'Este convenio es entre tú y {{appName}} y aplica a la orden de préstamo {{orderNo}}. Solo cambia la fecha de pago de ese préstamo. Todas las demás condiciones siguen igual.',
      },
      c2: {
        title: '2. Comisión por prórroga',
        text: 'Pagas una comisión por prórroga de {{rolloverFee}}. La comisión es el precio del tiempo extra. No reduce lo que debes. Una vez confirmada la prórroga, la comisión no se reembolsa.',
      },
      c3: {
        title: '3. Nueva fecha de pago',
        text: 'Cuando recibimos la comisión por prórroga, tu fecha de pago se mueve {{rolloverDays}} días después. Tu nueva fecha de pago es el {{newDueDate}}.',
      },
      c4: {
        title: '4. Monto a pagar',
        text: 'A más tardar el {{newDueDate}} debes pagar {{amountDue}}. Puedes pagar antes, total o parcialmente, con las formas de pago de la app.',
      },
      c5: {
        title: '5. Si la prórroga no se completa',
        text: 'Si la comisión no se paga, o su referencia de pago vence sin pagarse, se queda tu fecha de pago original. Cualquier penalización por atraso se cuenta desde la fecha de pago original.',
      },
      c6: {
        title: '6. Pago tardío',
        text: 'Si no pagas {{amountDue}} a más tardar el {{newDueDate}}, cada día se suma una penalización de {{penalty}} del capital que falta por pagar, hasta que pagues, nunca más en total que ese capital.',
      },
      c7: {
        title: '7. Aceptación',
        text: 'Al pagar la comisión por prórroga, aceptas este convenio de forma electrónica. Puedes volver a leerlo desde la pantalla de prórroga de tu préstamo.',
      },
    },
    acceptance: 'He leído y acepto el Convenio de prórroga del préstamo.',
  },
};

export default legal;
