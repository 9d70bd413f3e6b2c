import type en from '../en/service';
import type { Translation } from '../../translation';

const service: Translation<typeof en> = {
  title: 'Atención al cliente',
  intro: '¿Tienes dudas sobre tu préstamo, un pago o tu cuenta? Estamos para ayudarte.',
  hoursLabel: 'Horario de atención',
  hours: 'Lunes a sábado, {{hoursFrom}}–{{hoursTo}} {{timeZone}}',
  hoursNote: 'No atendemos domingos ni días festivos. Los mensajes que llegan fuera del horario se responden el siguiente día hábil.',
  emailLabel: 'Correo electrónico',
  tapToWrite: 'Toca para escribirnos',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar',
  responseTime: 'Respondemos en máximo 1 día hábil.',
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
  never_ng: 'Nunca envíes tu BVN completo, el PIN de tu tarjeta, contraseñas ni códigos de verificación. Nunca te los vamos a pedir.',
  never_mx: 'Nunca envíes tu CURP completa, el NIP de tu tarjeta, contraseñas ni códigos de verificación. Nunca te los vamos a pedir.',
  scamWarning: 'Nuestro personal nunca te pedirá pagar a una cuenta personal. Paga solo a la cuenta o referencia que aparece en la app.',
  mailSubject: 'Solicitud de ayuda {{appName}}',
  mailBody: 'Número de orden:\nCelular registrado:\nMi duda:\n',
};

export default service;
