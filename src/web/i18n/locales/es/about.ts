import type en from '../en/about';
import type { Translation } from '../../translation';

const about: Translation<typeof en> = {
  title: 'Quiénes somos',
  mission: {
    title: 'Nuestra misión',
    body: '{{appName}} ayuda a las personas que trabajan a obtener un préstamo pequeño rápido, cuando lo necesitan, directo desde su celular. Queremos que pedir prestado sea simple, rápido y honesto. Siempre ves el precio completo antes de aceptar, y te tratamos con respeto desde el primer día hasta el último pago.',
  },
  offer: {
    title: 'Qué ofrecemos',
    items: {
      amounts:
        'Préstamos personales desde {{minAmount}} hasta {{maxAmount}}, a un plazo de {{minDays}} a {{maxDays}} días.',
      online: 'Solicitud 100% en línea: sin papeleo, sin garantía, sin aval y sin ir a una sucursal.',
      fast: 'Respuesta en máximo 1 día hábil, normalmente en minutos, y el dinero en tu cuenta normalmente de 10 a 60 minutos después de confirmar.',
      growth:
        'Un límite que crece cuando pagas a tiempo, hasta {{maxLimit}}, con interés más bajo para clientes que regresan.',
    },
  },
  howItWorks: {
    title: 'Cómo funciona',
    steps: {
      apply: {
        title: 'Solicita',
        text: 'Regístrate con tu número de celular, llena tus datos y toma fotos de tu identificación.',
      },
      bank: {
        title: 'Agrega una cuenta bancaria',
        text: 'Agrega una cuenta bancaria a tu nombre. Ahí te depositamos el dinero.',
      },
      receive: {
        title: 'Recibe tu dinero',
        text: 'Revisa las cifras, confirma el préstamo y el dinero llega a tu cuenta.',
      },
    },
  },
  responsible: {
    title: 'Préstamos responsables',
    items: {
      pricing:
        'Precios claros: cada comisión, el interés, lo que recibes, el total a pagar y la fecha de pago aparecen antes de que aceptes.',
      noHidden: 'Sin cargos ocultos. Nunca te pedimos pagar nada antes de recibir un préstamo.',
      cost: 'El costo anual de tu préstamo ({{costName}}) aparece en la pantalla de confirmación y en tu contrato, para que puedas compararnos con otras empresas.',
      affordability: 'Prestamos lo que creemos que puedes pagar. Un préstamo a la vez te ayuda a no endeudarte de más.',
      respect:
        'Cobranza respetuosa: nunca te exhibimos y nunca contactamos a tu familia, amigos o empleador por tu deuda.',
    },
  },
  /** La ley con la que presta la app: aquí no se afirma ningún registro (decisión 0078). */
  regulator_ng:
    '{{appName}} presta conforme al Reglamento de Préstamos al Consumidor Digitales, Electrónicos, En Línea o No Tradicionales de 2025 (Digital, Electronic, Online, or Non-Traditional Consumer Lending Regulations 2025), que aplica la Comisión Federal de Competencia y Protección al Consumidor de Nigeria (FCCPC).',
  regulator_mx:
    '{{appName}} presta conforme a las leyes federales de México. La CONDUSEF, Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros, protege a los usuarios de servicios financieros.',
  /** Solo cuando la configuración tiene el número de registro (REGISTRATION_FCCPC_NG, REGISTRATION_CONDUSEF_MX). */
  registered_ng: '{{appName}} está registrada ante la FCCPC como prestamista digital con el número {{number}}.',
  registered_mx:
    '{{appName}} opera como Sociedad Financiera de Objeto Múltiple, Entidad No Regulada (SOFOM E.N.R.), registrada ante la CONDUSEF en el Registro de Prestadores de Servicios Financieros (SIPRES) con el número {{number}}. Para operar no requiere autorización de la Secretaría de Hacienda y Crédito Público (SHCP). La Comisión Nacional Bancaria y de Valores (CNBV) la supervisa solo en materia de prevención de lavado de dinero.',
  contact: {
    title: 'Contáctanos',
    line: '¿Tienes dudas? Escríbenos a {{supportEmail}}. Respondemos de lunes a sábado, {{hoursFrom}}–{{hoursTo}} {{timeZone}}.',
  },
};

export default about;
