import type en from '../en/service';
import type { Translation } from '../../translation';

const service: Translation<typeof en> = {
  title: 'Atención al cliente',
  intro: '¿Tienes dudas sobre tu préstamo, un pago o tu cuenta? Estamos para ayudarte.',
  hoursLabel: 'Horario de atención',
  hours: 'Lunes a sábado, {{hoursFrom}}–{{hoursTo}} {{timeZone}}',
  hoursNote: 'No atendemos domingos ni días festivos.',
  emailLabel: 'Correo electrónico',
  tapToWrite: 'Toca para escribirnos',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar',
  complaintsLabel: 'Quejas',
  complaintsIntro:
    'Para quejarte de un préstamo, un pago, un cargo, un cobrador o tus datos, abre un caso en la app: recibes un número de caso al instante, te respondemos antes de una fecha límite que puedes ver y sigues cada respuesta aquí.',
  complaintsOpen: 'Presentar o seguir una queja',
  emailNote:
    'El correo es para dudas. Una queja enviada por correo no tiene número de caso ni fecha límite: usa el formulario de quejas.',
  complaints: {
    title: 'Quejas',
    formTitle: 'Presentar una queja',
    category: '¿De qué trata?',
    choose: 'Elige una opción',
    categories: {
      payment: 'Un pago que hice',
      disbursement: 'Dinero que no recibí',
      charges: 'Intereses, comisiones o cargos',
      collection: 'Cómo me contactaron por una deuda',
      privacy: 'Mis datos personales',
      account: 'Mi cuenta o la app',
      other: 'Otra cosa',
    },
    text: '¿Qué pasó?',
    textHint: 'Cuenta qué pasó y cuándo, y el número de orden si lo hay ({{min}}–{{max}} caracteres).',
    count: '{{count}} / {{max}}',
    photo: 'Foto (opcional)',
    photoHint: 'Una captura de pantalla o un comprobante, si ayuda.',
    choosePhoto: 'Agregar una foto',
    changePhoto: 'Cambiar la foto',
    removePhoto: 'Quitar la foto',
    uploading: 'Subiendo… {{percent}}%',
    submit: 'Enviar la queja',
    filed: 'Tu queja quedó registrada. Número de caso {{caseNo}}: te responderemos a más tardar el {{answerBy}}.',
    listTitle: 'Mis quejas',
    empty: 'No has presentado ninguna queja.',
    filedAt: 'Presentada el {{time}}',
    answerBy: 'Respuesta a más tardar el {{time}}',
    resolvedAt: 'Resuelta el {{time}}',
    withPhoto: 'Con foto',
    status: { open: 'Recibida', inProgress: 'En atención', resolved: 'Resuelta' },
    updates: 'Respuestas y cambios',
    noUpdates: 'Aún no hay respuesta. Te enviaremos un SMS cuando la haya.',
    reply: 'Nuestra respuesta, {{time}}',
    statusChange: '{{time}}: ahora {{status}}',
    escalateTitle: '¿No estás conforme con la respuesta?',
    escalate: 'Puedes llevarla más allá, citando el número de caso {{caseNo}}:',
    who: {
      fccpc: 'Federal Competition and Consumer Protection Commission (FCCPC)',
      une: 'Nuestra Unidad Especializada de Atención a Usuarios (UNE)',
      condusef: 'CONDUSEF, la Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros',
    },
    smsNote: 'Te enviamos un SMS cada vez que tu caso cambia o recibe una respuesta.',
  },
  include: {
    title: 'Para responderte más rápido, incluye:',
    items: {
      orderNo: 'Tu número de orden (lo encuentras en Historial).',
      mobile: 'El número de celular con el que te registraste.',
      issue: 'Qué pasó y cuándo.',
      proof: 'Si es sobre un pago: una captura de tu comprobante, donde se vea el monto, la fecha y la hora.',
    },
  },
  never: 'Nunca envíes el NIP de tu tarjeta, contraseñas ni códigos de verificación. Nunca te los vamos a pedir.',
  never_ng:
    'Nunca envíes tu BVN completo, el PIN de tu tarjeta, contraseñas ni códigos de verificación. Nunca te los vamos a pedir.',
  never_mx:
    'Nunca envíes tu CURP completa, el NIP de tu tarjeta, contraseñas ni códigos de verificación. Nunca te los vamos a pedir.',
  scamWarning:
    'Nuestro personal nunca te pedirá pagar a una cuenta personal. Paga solo a la cuenta o referencia que aparece en la app.',
  mailSubject: 'Solicitud de ayuda {{appName}}',
  mailBody: 'Número de orden:\nCelular registrado:\nMi duda:\n',
};

export default service;
