import type en from '../en/faq';
import type { Translation } from '../../translation';

const faq: Translation<typeof en> = {
  title: 'Preguntas frecuentes',
  stillNeedHelp: '¿Aún necesitas ayuda? Escríbenos a {{supportEmail}}.',
  hotQuestion: {
    title: 'Preguntas más comunes',
    items: {
      q1: {
        q: '¿Quién puede pedir un préstamo en {{appName}}?',
        a: 'Puedes solicitarlo si tienes 18 años o más, vives en el país donde lo pides y tienes un ingreso mensual por empleo, negocio propio u otro trabajo regular. Necesitas un número de celular y una cuenta bancaria, ambos a tu nombre.',
        a_ng: 'Puedes solicitarlo si tienes 18 años o más, vives en Nigeria y tienes un ingreso mensual por empleo, negocio propio u otro trabajo regular. Necesitas un número de celular a tu nombre, una cuenta bancaria nigeriana a tu nombre y tu BVN.',
        a_mx: 'Puedes solicitarlo si tienes 18 años o más, vives en México y tienes un ingreso mensual por empleo, negocio propio u otro trabajo regular. Necesitas un número de celular a tu nombre, tu CURP, tu INE y una cuenta CLABE o tarjeta de débito a tu nombre.',
      },
      q2: {
        q: '¿Cuánto me pueden prestar y a qué plazo?',
        a: 'Prestamos desde {{minAmount}} hasta {{maxAmount}}, a un plazo de {{minDays}} a {{maxDays}} días. Los montos y plazos que puedes elegir dependen de tu perfil. Tu primer préstamo puede ser menor. Si pagas a tiempo, tu límite puede crecer.',
      },
      q3: {
        q: '¿Cuánto tarda la revisión?',
        a: 'Te damos respuesta en máximo 1 día hábil. La mayoría recibe el resultado en unos minutos. Puedes ver el avance en la pantalla de inicio. Si después de 24 horas no tienes respuesta, contacta a atención al cliente. Si la app necesita información de tu celular, la revisión empieza cuando llega.',
      },
      q4: {
        q: '¿Cuándo recibo el dinero?',
        a: 'Después de que confirmas el préstamo, el dinero suele llegar a tu cuenta en 10 a 60 minutos. A veces el banco tarda un poco más. Puedes seguir tu préstamo en Historial. Si después de 60 minutos no ha llegado, revisa primero la app de tu banco y luego escríbenos con tu número de orden. Si pausamos los depósitos por un momento, la app te lo dice y envía tu dinero solo en cuanto los reanudemos; si no podemos enviarlo en 24 horas desde la aprobación, el préstamo se cancela y no debes nada.',
      },
      q5: {
        q: '¿Por qué recibí menos de lo que pedí?',
        a: 'La comisión por apertura y el impuesto sobre esa comisión se descuentan del monto al depositarte. La comisión es de {{processingFee}} por cada día del plazo, y el impuesto es {{feeTax}} de la comisión. Por eso recibes el monto del préstamo menos la comisión y el impuesto. Tú pagas el monto completo más los intereses. En la pantalla de confirmación ves todas las cifras antes de aceptar: lo que recibes, la comisión, el impuesto, los intereses, el total a pagar, la fecha de pago y el costo anual ({{costName}}).',
        a_mx: 'La comisión por apertura y el IVA de esa comisión se descuentan del monto al depositarte. La comisión es de {{processingFee}} por cada día del plazo, y el IVA es {{feeTax}} de la comisión. Por eso recibes el monto del préstamo menos la comisión y su IVA. Tú pagas el monto completo más los intereses y el IVA de los intereses ({{interestTax}} de los intereses). En la pantalla de confirmación ves todas las cifras antes de aceptar: lo que recibes, la comisión, el IVA, los intereses, el total a pagar, la fecha de pago y el CAT.',
      },
      q6: {
        q: 'Rechazaron mi solicitud. ¿Qué puedo hacer?',
        a: 'Puedes volver a solicitar 30 días después de la decisión. La app te muestra los dos o tres motivos principales de la decisión en palabras sencillas, y lo que podría ayudarte la próxima vez: en la pantalla del resultado, en Inicio y en el estado de cuenta de la solicitud en Historial. Una semana después de la decisión borramos tus datos personales. Solo guardamos tu número de celular, la decisión con su fecha y esos motivos, para saber cuándo puedes volver a solicitar. Antes de intentarlo de nuevo, revisa que tus datos sean verdaderos y completos, y que tu cuenta bancaria y tu ingreso estén correctos.',
      },
      q7: {
        q: '¿Cómo contacto a atención al cliente?',
        a: 'Entra a Mi cuenta → Atención al cliente, o escribe a {{supportEmail}}. Atendemos de lunes a sábado, {{hoursFrom}}–{{hoursTo}} {{timeZone}}. Incluye tu número de orden y tu celular registrado. Nunca envíes tu NIP, contraseñas ni códigos de verificación.',
        a_ng: 'Entra a Mi cuenta → Atención al cliente, o escribe a {{supportEmail}}. Atendemos de lunes a sábado, {{hoursFrom}}–{{hoursTo}} {{timeZone}}. Incluye tu número de orden y tu celular registrado. Nunca envíes tu BVN completo, el PIN de tu tarjeta, contraseñas ni códigos de verificación.',
        a_mx: 'Entra a Mi cuenta → Atención al cliente, o escribe a {{supportEmail}}. Atendemos de lunes a sábado, {{hoursFrom}}–{{hoursTo}} {{timeZone}}. Incluye tu número de orden y tu celular registrado. Nunca envíes tu CURP completa, el NIP de tu tarjeta, contraseñas ni códigos de verificación.',
      },
    },
  },
  registerLogin: {
    title: 'Registro e inicio de sesión',
    items: {
      q1: {
        q: '¿Cómo me registro?',
        a: 'Escribe tu número de celular y toca para recibir un código de verificación. Te lo enviamos por SMS. Escribe el código en la app y tu cuenta queda lista. Para entrar después, haces lo mismo: número de celular y un código nuevo. No necesitas recordar ninguna contraseña.',
      },
      q2: {
        q: 'No me llegó el código de verificación. ¿Qué hago?',
        a: 'Primero revisa que tu número esté bien escrito. Verifica que tu celular tenga señal y que tu bandeja de SMS no esté llena. Espera a que termine la cuenta regresiva y toca para enviar el código otra vez. Si la app ofrece código por llamada, elígelo: recibirás una llamada que te dicta el código. Revisa también los mensajes bloqueados o de spam. Si aún no llega, espera unos minutos e inténtalo de nuevo, o contacta a atención al cliente con tu número de celular.',
      },
      q3: {
        q: 'La app dice que mi número ya está registrado.',
        a: 'Significa que ya tienes una cuenta con ese número. Ve a iniciar sesión, escribe el mismo número y el código nuevo. Si tú no creaste esa cuenta, contacta a atención al cliente.',
      },
      q4: {
        q: '¿Por qué se cerró mi sesión?',
        a: 'Por tu seguridad, la sesión vence después de un tiempo. También se cierra si tu cuenta se abre en otro celular. Solo vuelve a entrar con tu número y un código nuevo. Si tú no entraste desde otro celular, contacta a atención al cliente de inmediato.',
      },
      q5: {
        q: 'Perdí mi celular o cambié de número. ¿Qué hago?',
        a: 'Tu número de celular es tu cuenta. Si perdiste el celular, pide a tu compañía telefónica que bloquee el chip y te dé uno nuevo con el mismo número. Si ya no puedes usar ese número, escribe a atención al cliente desde el correo que registraste. Verificaremos tu identidad antes de cambiar algo en tu cuenta.',
      },
      q6: {
        q: '¿Por qué me piden fotos de mi identificación y una selfie?',
        a: 'Sirven para comprobar que eres una persona real y que nadie está usando tu nombre. Toma las fotos con buena luz, con la credencial completa y sin reflejos. Para la prueba de rostro, mira de frente a la cámara y quítate lentes o gorra. La verificación tarda de 5 a 10 segundos. Si falla, puedes intentarlo otra vez.',
        a_ng: 'Sirven para comprobar que eres una persona real y que nadie está usando tu nombre. Usa una identificación oficial vigente. Toma las fotos con buena luz, con la credencial completa y sin reflejos. Para la prueba de rostro, mira de frente a la cámara y quítate lentes o gorra. La verificación tarda de 5 a 10 segundos. Si falla, puedes intentarlo otra vez.',
        a_mx: 'Sirven para comprobar que eres una persona real y que nadie está usando tu nombre. Usa tu INE vigente, por el frente y por la vuelta. Toma las fotos con buena luz, con la credencial completa y sin reflejos. Para la prueba de rostro, mira de frente a la cámara y quítate lentes o gorra. La verificación tarda de 5 a 10 segundos. Si falla, puedes intentarlo otra vez.',
      },
      q7: {
        q: '¿Puedo usar los datos o la cuenta bancaria de otra persona?',
        a: 'No. Todos los datos deben ser tuyos: tu nombre, tu identificación, tu celular y tu cuenta bancaria. Usar los datos de otra persona es fraude. Rechazaremos la solicitud y podemos cerrar la cuenta.',
      },
    },
  },
  aboutLoan: {
    title: 'Sobre el préstamo',
    items: {
      q1: {
        q: '¿Cómo solicito un préstamo?',
        a: 'Toca Solicitar en la pantalla de inicio. Después: 1) llena tus datos personales y tu domicilio; 2) toma fotos de tu identificación y una selfie; 3) agrega tus datos de trabajo y dos contactos de emergencia; 4) agrega tu cuenta bancaria; 5) responde unas preguntas sobre tu historial de crédito. Tras la revisión, eliges el monto y el plazo, lees el contrato y confirmas. El dinero llega a tu cuenta bancaria.',
      },
      q2: {
        q: '¿Qué intereses y comisiones pago?',
        a: 'El interés es de {{dailyInterest}} diario. Si ya pagaste un préstamo con nosotros, tu interés puede bajar hasta {{reloanInterest}} diario. Hay una comisión por apertura de {{processingFee}} por cada día del plazo, más un impuesto de {{feeTax}} sobre esa comisión. La comisión y el impuesto se descuentan del monto al depositarte. Si pagas tarde, se cobra una penalización de {{penalty}} diario. No hay otros cargos. Ves todas las cifras y el costo anual ({{costName}}) en la pantalla de confirmación antes de aceptar.',
        a_mx: 'El interés es de {{dailyInterest}} diario. Si ya pagaste un préstamo con nosotros, tu interés puede bajar hasta {{reloanInterest}} diario. Hay una comisión por apertura de {{processingFee}} por cada día del plazo, más el IVA de {{feeTax}} sobre esa comisión; la comisión y su IVA se descuentan del monto al depositarte. La ley mexicana cobra IVA también sobre los intereses, y sobre la penalización por atraso o la comisión por prórroga: {{interestTax}} de cada uno, que se suma a lo que pagas. Si pagas tarde, se cobra una penalización de {{penalty}} diario. No hay otros cargos. Ves todas las cifras y el CAT en la pantalla de confirmación antes de aceptar.',
      },
      q3: {
        q: '¿Qué es el {{costName}}?',
        a: 'Es el costo total del préstamo en un año. Incluye intereses y comisiones, y te ayuda a comparar préstamos de distintas empresas. Lo mostramos en la pantalla de confirmación y en tu contrato.',
        a_ng: 'APR significa Annual Percentage Rate (tasa anual). Es el costo total del préstamo en un año, con intereses y comisiones incluidos, expresado como porcentaje. Te ayuda a comparar préstamos de distintas empresas. Lo mostramos en la pantalla de confirmación y en tu contrato.',
        a_mx: 'CAT significa Costo Anual Total. Incluye intereses y comisiones, sin IVA, expresado como porcentaje anual, para fines informativos y de comparación. Te ayuda a comparar préstamos de distintas empresas. Lo mostramos en la pantalla de confirmación y en tu contrato.',
      },
      q4: {
        q: '¿Puedo tener más de un préstamo a la vez?',
        a: 'No. Solo puedes tener un préstamo a la vez. Cuando lo pagas completo, puedes solicitar el siguiente de inmediato.',
      },
      q5: {
        q: '¿Puedo cancelar mi préstamo?',
        a: 'Solo puedes cancelarlo antes de que enviemos el dinero. Usa el formulario de cancelación, o abre el préstamo desde la lista de contratos en Mi cuenta. Una vez enviado el dinero, el préstamo ya no se puede cancelar. Aun así, puedes pagarlo antes desde la pantalla de pago. Si no confirmas un préstamo aprobado en 24 horas, se cancela solo. Un préstamo firmado cuyo dinero no pudimos enviar en esas 24 horas se cancela igual, y no debes nada.',
      },
      q6: {
        q: 'No llegó el dinero, o mi cuenta bancaria no es compatible.',
        a: 'Revisa la pantalla de inicio. Si dice que tu cuenta no es compatible o que el depósito falló, toca Editar y revisa tu cuenta: el banco, el número de cuenta y el nombre deben coincidir con los datos de tu banco. Luego envía de nuevo. Si tus datos están bien y después de 60 minutos el dinero no ha llegado, escríbenos con tu número de orden.',
      },
      q7: {
        q: '¿Cómo cambio mi cuenta bancaria?',
        a: 'Puedes cambiarla mientras no haya dinero en camino. Abre la página de cuenta bancaria desde los pasos de la solicitud, o toca Editar en la pantalla de inicio si un depósito falló. Escribe el número nuevo dos veces para que coincidan. La cuenta debe estar a tu nombre. Mientras un depósito está en proceso, no se puede cambiar la cuenta.',
        a_ng: 'Puedes cambiarla mientras no haya dinero en camino. Abre la página de cuenta bancaria desde los pasos de la solicitud, o toca Editar en la pantalla de inicio si un depósito falló. Elige tu banco, escribe el número de cuenta dos veces y tu BVN. La cuenta debe estar a tu nombre. Mientras un depósito está en proceso, no se puede cambiar la cuenta.',
        a_mx: 'Puedes cambiarla mientras no haya dinero en camino. Abre la página de cuenta bancaria desde los pasos de la solicitud, o toca Editar en la pantalla de inicio si un depósito falló. Elige tu banco y escribe dos veces tu CLABE de 18 dígitos o el número de tu tarjeta de débito. La cuenta debe estar a tu nombre. Mientras un depósito está en proceso, no se puede cambiar la cuenta.',
      },
      q8: {
        q: '¿Por qué rechazaron mi solicitud?',
        a: 'Nuestra revisión toma en cuenta tus datos, tu ingreso, tu historial de crédito y las verificaciones de tu celular, todo en conjunto. La app enumera los dos o tres motivos principales de la decisión en palabras sencillas, cada uno con lo que podría ayudarte la próxima vez: abre la solicitud en Inicio o en Historial. Puedes volver a solicitar después de 30 días. Pagar a tiempo tus otros créditos y dar datos verdaderos y completos te ayuda.',
      },
    },
  },
  product: {
    title: 'Sobre {{appName}}',
    items: {
      q1: {
        q: '¿Qué es {{appName}}?',
        a: '{{appName}} ofrece préstamos personales a corto plazo desde tu celular. Lo solicitas en línea, sin papeleo, sin garantía y sin aval. El dinero llega directo a tu cuenta bancaria.',
      },
      q2: {
        q: '¿Cómo aumento mi límite de préstamo?',
        a: 'Paga cada préstamo completo y a tiempo. Mantén tus datos al día, sobre todo tu ingreso y tu cuenta bancaria. Cada préstamo bien pagado ayuda a que tu límite crezca, hasta {{maxLimit}}. El aumento no es automático: cada préstamo nuevo se revisa otra vez.',
      },
      q3: {
        q: '¿Qué gano si vuelvo a pedir prestado?',
        a: 'Cuando ya pagaste un préstamo, la siguiente solicitud es más rápida: la mayoría de tus datos ya están guardados. Los clientes que regresan pueden tener un interés más bajo, desde {{reloanInterest}} diario, y un límite más alto.',
      },
      q4: {
        q: '¿Qué son los cupones y cómo los uso?',
        a: 'Los cupones reducen lo que pagas. Puedes ganarlos en nuestro sorteo, o recibir uno al autorizar una tarjeta para tus pagos. Los encuentras en Mi cuenta → Cupones. Cada cupón muestra su valor, su fecha de vencimiento y, si aplica, el monto mínimo del préstamo. Para usarlo, abre la pantalla de pago de tu préstamo y toca Usar un cupón: se descuenta de lo que debes, y solo se puede usar un cupón por préstamo. Los cupones no se cambian por efectivo.',
      },
      q5: {
        q: '¿Tengo que pagar algo antes de recibir el préstamo?',
        a: 'No. {{appName}} nunca te pide pagar nada para darte un préstamo. La comisión se descuenta del monto al depositarte. Si alguien te pide un pago por adelantado, o que deposites a una cuenta personal, es un fraude. No pagues y avísanos a {{supportEmail}}.',
      },
      q6: {
        q: '¿Por qué la app pide permisos en mi celular?',
        a: 'Antes de que uses la cámara por primera vez, la app te muestra un aviso con lo que usará y para qué, y marcas la casilla para aceptarlo. En un navegador web solo pedimos la cámara, para las fotos de tu identificación y tu selfie; no se lee nada más de tu celular. Usamos las fotos solo para verificar tu identidad y prevenir fraudes. Si tu solicitud es rechazada, las borramos una semana después de la decisión, junto con tus demás datos personales. Si recibes un préstamo, o tu solicitud termina de otra forma, las conservamos con el expediente de tu solicitud. Algunas de nuestras apps empiezan la revisión solo cuando nuestra app de Android o iOS envió esta información: una solicitud hecha en un navegador web espera hasta que la termines en la app, y se cancela si la información no llegó 24 horas después de enviarla.',
        a_ng: 'Antes de que uses la cámara por primera vez, la app te muestra un aviso con lo que usará y para qué, y marcas la casilla para aceptarlo. En un navegador web solo pedimos la cámara, para las fotos de tu identificación y tu selfie. Nuestra app de Android e iOS además recaba la lista de apps instaladas, tu ubicación aproximada y la información del dispositivo, para confirmar que eres tú y evaluar tu solicitud. Los usamos solo para evaluar tu solicitud y prevenir fraudes. Si tu solicitud es rechazada, los borramos una semana después de la decisión, junto con tus demás datos personales. Si recibes un préstamo, o tu solicitud termina de otra forma, los conservamos con el expediente de tu solicitud. No leemos tus contactos, tus SMS, tu registro de llamadas ni tu galería de fotos. Algunas de nuestras apps empiezan la revisión solo cuando nuestra app de Android o iOS envió esta información: una solicitud hecha en un navegador web espera hasta que la termines en la app, y se cancela si la información no llegó 24 horas después de enviarla.',
        a_mx: 'Antes de que uses la cámara por primera vez, la app te muestra un aviso con lo que usará y para qué, y marcas la casilla para aceptarlo. En un navegador web solo pedimos la cámara, para las fotos de tu INE y tu selfie. Nuestra app de Android e iOS además recaba tus contactos, SMS, la lista de apps instaladas, tu ubicación, la información de tus fotos (fecha y lugar) y la información del dispositivo, para confirmar que eres tú, detectar fraudes y evaluar tu solicitud. Los usamos solo para evaluar tu solicitud y prevenir fraudes. Si tu solicitud es rechazada, los borramos una semana después de la decisión, junto con tus demás datos personales. Si recibes un préstamo, o tu solicitud termina de otra forma, los conservamos con el expediente de tu solicitud. Nunca usamos tus contactos para cobrar una deuda. Algunas de nuestras apps empiezan la revisión solo cuando nuestra app de Android o iOS envió esta información: una solicitud hecha en un navegador web espera hasta que la termines en la app, y se cancela si la información no llegó 24 horas después de enviarla.',
      },
      q7: {
        q: '¿Mis datos personales están seguros?',
        a: 'Sí. Tus datos viajan cifrados. Los números de identificación y los datos bancarios se guardan cifrados, y solo los ve el personal que los necesita. Nunca vendemos tus datos. Puedes leer los detalles en nuestro Aviso de privacidad.',
      },
    },
  },
  repayment: {
    title: 'Pagos',
    items: {
      q1: {
        q: '¿Cómo pago mi préstamo?',
        a: 'Toca Pagar en la pantalla de inicio, o abre el préstamo en Historial. Elige una forma de pago y sigue los pasos en pantalla. Paga siempre a la cuenta o referencia que aparece en la app para tu préstamo.',
        a_ng: 'Toca Pagar en la pantalla de inicio, o abre el préstamo en Historial y luego Pagar. Elige cuánto y cómo pagar: 1) Transferencia a una cuenta hecha solo para tu préstamo (de Monnify, Paystack o Flutterwave), desde cualquier app bancaria o con el código USSD de tu banco. Acepta cualquier monto. 2) Tarjeta de débito con Paystack. 3) Una página de pago de Flutterwave (tarjeta o banco); tu banco puede enviarte un código para escribirlo en la app. Paga siempre a la cuenta o página que te da la app para tu préstamo.',
        a_mx: 'Toca Pagar en la pantalla de inicio, o abre el préstamo en Historial y luego Pagar. Elige cuánto y cómo pagar: 1) Transferencia SPEI desde la app de tu banco a tu CLABE personal (STP) que aparece en la app. Esa CLABE es solo para ti, así sabemos que el pago es tuyo, y acepta cualquier monto. 2) Efectivo en tienda: genera en la app una referencia con su código de barras y paga ese monto exacto antes de que venza, en las tiendas que la app indica para ella (cualquier tienda OXXO con OXXO Pay). Una referencia acepta hasta 10,000 MXN: paga un monto mayor con varias referencias, una después de otra, o por SPEI. La tienda puede cobrar su propia comisión. Paga siempre a la CLABE o referencia que aparece en la app para tu préstamo.',
      },
      q2: {
        q: 'Ya pagué. ¿Cuándo se verá mi pago?',
        a: 'El estado de tu pago normalmente se actualiza en 15 minutos. Guarda tu comprobante. Si después de 15 minutos no ha cambiado, sube tu comprobante de pago en la app.',
      },
      q3: {
        q: '¿Cómo subo un comprobante de pago?',
        a: 'Abre tu préstamo, ve a la pantalla de pago y elige subir comprobante. Agrega una captura de pantalla o foto clara del recibo. Debe mostrar el monto, la fecha y hora, y la cuenta o referencia a la que pagaste. Lo revisamos y te damos respuesta en máximo 48 horas.',
      },
      q4: {
        q: 'No puedo pagar en la fecha límite. ¿Me dan más tiempo?',
        a: 'Si tu préstamo se puede prorrogar, puedes mover la fecha de pago. Abre el préstamo y elige Prórroga. La pantalla muestra la comisión, tu fecha de pago actual y la nueva ({{rolloverDays}} días después). Elige cómo pagar la comisión y págala: en cuanto llega, la fecha se mueve. La comisión no reduce lo que debes: en la nueva fecha pagas el monto pendiente. Si la comisión no se paga, se queda la fecha original.',
      },
      q5: {
        q: '¿Qué pasa si pago tarde?',
        a: 'Desde el día siguiente a la fecha de pago, cada día se suma una penalización de {{penalty}} del monto prestado que falta por pagar (el capital), hasta que pagues. En total la penalización nunca supera ese capital. La pantalla de pago muestra los días de atraso y la penalización acumulada. Pagar tarde puede dificultar que vuelvas a obtener un préstamo con nosotros. Si tienes problemas, contáctanos antes de la fecha de pago o pide una prórroga.',
      },
      q6: {
        q: '¿Puedo pagar antes, o en partes?',
        a: 'Sí. Puedes pagar el total en cualquier momento. También puedes hacer pagos parciales: la pantalla de pago muestra el mínimo que puedes pagar (o todo lo que queda, si es menos). Cada pago reduce al instante lo que debes. Lo que quede pendiente debes pagarlo a más tardar en la fecha de pago.',
      },
      q7: {
        q: 'Mi referencia o cuenta de pago ya venció.',
        a: 'Las cuentas y referencias de pago de la app tienen un tiempo límite. Si la tuya venció, regresa a la pantalla de pago y genera una nueva. No pagues a una que ya venció.',
        a_ng: 'Algunas cuentas de pago de la app tienen un tiempo límite. Si la tuya venció, regresa a la pantalla de pago y genera una nueva. No pagues a una cuenta vencida.',
        a_mx: 'Las referencias de pago en efectivo y algunas cuentas de pago tienen un tiempo límite. Si la tuya venció, regresa a la pantalla de pago y genera una nueva. No pagues con una referencia vencida.',
      },
      q8: {
        q: 'Pagué dos veces, o pagué de más.',
        a: 'Escribe a atención al cliente con los dos comprobantes y tu número de orden. Revisamos los pagos. Cuando lo confirmemos, te regresamos el dinero de más a tu cuenta bancaria.',
      },
      q9: {
        q: '¿Me avisan antes de mi fecha de pago?',
        a: 'Sí. Te enviamos un SMS (o un mensaje de WhatsApp, donde lo ofrecemos) 3 días y 1 día antes de tu fecha de pago y el día de pago, y 1, 3 y 7 días después si el préstamo sigue sin pagarse. Cada uno muestra el monto a pagar y la fecha de pago. Solo los enviamos entre las 8:00 y las 20:00, solo a ti (nunca a tus contactos de emergencia ni a nadie más), y dejamos de enviarlos en cuanto pagas. Estos mensajes sobre tu préstamo no se pueden desactivar mientras esté abierto.',
      },
    },
  },
};

export default faq;
