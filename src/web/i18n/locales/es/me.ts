import type en from '../en/me';
import type { Translation } from '../../translation';

const me: Translation<typeof en> = {
  faq: {
    glanceTitle: 'Nuestros préstamos de un vistazo',
    glanceHint: 'Cifras de los préstamos que ofrecemos hoy. Tu oferta se muestra antes de que aceptes.',
    amount: 'Monto',
    term: 'Plazo',
    interest: 'Interés',
    reloanInterest: 'Clientes recurrentes',
    fee: 'Comisión por apertura',
    feeTax: 'Impuesto sobre la comisión',
    penalty: 'Penalización por atraso',
    perDay: '{{rate}} por día',
    ofFee: '{{rate}} de la comisión',
    daysRange: '{{from}} a {{to}} días',
    daysOne: '{{days}} días',
    daysList: '{{list}} días',
    contact: 'Contactar a atención al cliente',
  },
  about: {
    tagline: 'Préstamos pequeños, rápidos y claros',
    version: 'Versión {{version}}',
    documents: 'Documentos',
    privacy: 'Aviso de privacidad',
    terms: 'Términos y condiciones',
  },
  service: {
    openNow: 'Abierto ahora',
    closedNow: 'Cerrado ahora',
    localTime: 'Hora local: {{time}}',
    write: 'Escribir un correo',
  },
  coupon: {
    title: 'Mis cupones',
    tabs: { available: 'Disponibles', used: 'Usados', expired: 'Vencidos' },
    minQuota: 'En préstamos desde {{quota}}',
    anyLoan: 'En cualquier monto de préstamo',
    validUntil: 'Válido hasta {{date}}',
    usedOn: 'Usado el {{date}}',
    expiredOn: 'Venció el {{date}}',
    source: {
      lottery: 'Sorteo',
      cardAuthorization: 'Premio por autorizar tu tarjeta',
    },
    status: { available: 'Listo para usar', used: 'Usado', expired: 'Vencido', reserved: 'Apartado para un pago' },
    off: 'de descuento en tu pago',
    emptyHint: {
      available: 'Aquí aparecerán los cupones que ganes o recibas.',
      used: 'Aquí aparecerán los cupones que ya usaste.',
      expired: 'Aquí aparecerán los cupones que vencieron sin usarse.',
    },
    howTitle: 'Cómo funcionan los cupones',
    how: {
      choose: 'Elige un cupón en la pantalla de pago cuando pagues: su valor se descuenta de lo que pagas.',
      quota: 'Un cupón solo aplica en un préstamo de al menos el monto que indica.',
      once: 'Cada cupón se usa una sola vez, antes de su fecha de vencimiento, y solo por ti.',
      cash: 'Los cupones no se cambian por dinero.',
    },
    drawBanner: 'Tienes un sorteo pendiente',
    drawBannerHint: 'Participa ahora y gana un cupón para tu pago.',
    drawNow: 'Participar',
  },
  openApp: {
    title: 'Descarga la app',
    headline: 'Todo {{appName}}, en tu bolsillo',
    intro: 'La app mantiene tu sesión, te recuerda tu fecha de pago y te deja pagar en pocos pasos.',
    benefits: {
      reminders: 'Recordatorios antes de tu fecha de pago, para que nunca pagues tarde.',
      faster: 'Solicitudes más rápidas: tus datos quedan guardados en tu celular.',
      secure: 'Un inicio de sesión seguro en tu propio dispositivo.',
    },
    android: 'Descárgala para Android',
    ios: 'Descárgala en App Store',
    unavailable: 'La descarga de la app no está disponible en este momento. Puedes seguir usando {{appName}} aquí en tu navegador.',
    continueWeb: 'Seguir en el navegador',
  },
  legal: {
    documentsTitle: 'Legal',
    pendingTitle: 'Las cifras aparecen cuando extiendes un préstamo',
    pendingText: 'Este es el convenio que aceptas cuando extiendes el plazo de un préstamo. La comisión por extensión, la nueva fecha de pago y el monto a pagar se llenan con los datos de tu préstamo en la pantalla de extensión, antes de que confirmes.',
    pendingFigure: '[se muestra al extender]',
    orderFigure: '[el número de tu préstamo]',
    sections: 'Contenido',
  },
};

export default me;
