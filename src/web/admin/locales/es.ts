import type { ConsoleTexts } from './en';

/** Los textos de la consola en español (mismas claves que en.ts). */
const es: ConsoleTexts = {
  app: { title: 'Consola Presta', signOut: 'Cerrar sesión', language: 'English', loadMore: 'Cargar más', empty: 'No hay nada aquí', save: 'Guardar', saved: 'Guardado', cancel: 'Cancelar', loading: 'Cargando…', app: 'App' },
  nav: { dashboard: 'Panel', review: 'Revisión manual', loans: 'Préstamos', customers: 'Clientes', products: 'Productos', settings: 'Ajustes', operators: 'Operadores', audit: 'Auditoría', proofs: 'Comprobantes de pago', parked: 'Pagos sin asignar' },
  signIn: {
    title: 'Entrar a la consola', email: 'Correo', password: 'Contraseña', submit: 'Entrar',
    totpTitle: 'Código del autenticador', totpHelp: 'Escribe el código de 6 dígitos de tu app de autenticación.', code: 'Código', verify: 'Verificar',
    enrolTitle: 'Configura tu autenticador', enrolHelp: 'Escanea el código QR con una app de autenticación (o escribe el secreto) y luego ingresa el código que muestra.', secret: 'Secreto',
    changeTitle: 'Elige tu contraseña', changeHelp: 'Debes reemplazar tu contraseña de un solo uso antes de continuar (al menos 12 caracteres).',
    current: 'Contraseña actual', next: 'Contraseña nueva', change: 'Cambiar contraseña',
  },
  role: { reviewer: 'Revisor', collections: 'Cobranza', admin: 'Administrador', automation: 'Llave de automatización' },
  status: { 1: 'Solicitando', 2: 'Pagando', 3: 'Vencido', 4: 'Liquidado', 5: 'Tarjeta', 6: 'Datos personales', 7: 'Desembolsando', 8: 'Cancelado', 9: 'Rechazado', 10: 'Pago fallido', 11: 'Fotos', 12: 'Trabajo', 14: 'Aprobado', 17: 'Cuestionario', 18: 'Recibir dinero' },
  dashboard: {
    title: 'Cartera por cohorte semanal', applications: 'Solicitudes', approved: 'Aprobadas', approvalRate: 'Tasa de aprobación', disbursed: 'Desembolsado',
    collected: 'Cobrado', overdueRate: 'Tasa de mora', week: 'Semana del', none: 'No hay solicitudes en este periodo',
    revealAlert: '{{operator}} llegó al límite por hora de identificadores revelados: {{refused}} rechazados en las últimas 24 horas (el último a las {{at}}). Consulta la bitácora.',
  },
  review: {
    title: 'Cola de revisión manual', order: 'Solicitud', name: 'Solicitante', submitted: 'Enviada', score: 'Puntaje', reasons: 'Motivos', open: 'Abrir',
  },
  order: {
    title: 'Solicitud {{orderNo}}', application: 'Solicitud', amount: 'Monto', days: 'Días', dueDate: 'Vencimiento', limit: 'Límite aprobado', product: 'Producto',
    profile: 'Perfil', work: 'Trabajo', photos: 'Fotos de identificación', answers: 'Respuestas del cuestionario', assessment: 'Puntaje y motivos', outcome: 'Resultado',
    bank: 'Cuenta bancaria', timeline: 'Historial', ledger: 'Libro mayor', account: 'Cuenta', debit: 'Débito', credit: 'Crédito', kind: 'Tipo', at: 'Fecha',
    decide: 'Decisión', approveLimit: 'Límite a aprobar', approve: 'Aprobar', rejectReason: 'Motivo del rechazo', reject: 'Rechazar',
    decided: 'Decisión guardada: estado {{status}}', notUnderReview: 'Esta solicitud no está en revisión.', customer: 'Cliente',
  },
  loans: { title: 'Préstamos', market: 'Mercado', status: 'Estado', bucket: 'Días de atraso', any: 'Todos', dpd: 'Atraso', dpdBucket: 'Tramo', borrower: 'Cliente', repayment: 'A pagar', disbursed: 'Desembolsado' },
  customers: {
    title: 'Clientes', id: 'ID', name: 'Nombre', mobile: 'Celular', market: 'Mercado', since: 'Desde', reveal: 'Mostrar', revealReason: '¿Por qué necesitas verlo?',
    fields: { mobile: 'Celular', nationalId: 'CURP', rfc: 'RFC', nss: 'NSS', bvn: 'BVN', account: 'Número de cuenta' }, orders: 'Solicitudes', email: 'Correo', bank: 'Banco',
  },
  products: {
    title: 'Productos y precios', note: 'Los cambios aplican solo a solicitudes nuevas: las existentes conservan sus condiciones.', code: 'Código', edit: 'Editar',
    fields: {
      name: 'Nombre', minAmount: 'Monto mínimo (centavos)', maxAmount: 'Monto máximo (centavos)', amountStep: 'Incremento (centavos)', tenures: 'Plazos (días, separados por comas)',
      dailyInterestPpm: 'Interés diario (ppm)', reloanDailyInterestPpm: 'Interés diario de recompra (ppm)', processingFeePpmPerDay: 'Comisión por día (ppm)', feeTaxPpm: 'IVA de la comisión (ppm)',
      penaltyPpmPerDay: 'Penalización diaria (ppm)', rolloverFeePpm: 'Comisión de prórroga (ppm)', rolloverDays: 'Días de prórroga', maxCreditLimit: 'Límite de crédito máximo (centavos)', active: 'Activo',
    },
    preview: 'Vista previa de cotización', previewAmount: 'Monto', previewDays: 'Días', received: 'Recibe', interest: 'Interés', fee: 'Comisión', tax: 'IVA', repayment: 'A pagar', apr: 'TAE', cat: 'CAT', invalid: 'Sin cotización: {{reason}}',
  },
  settings: {
    title: 'Ajustes de la app', support: 'Horario de atención', opensAt: 'Abre', closesAt: 'Cierra', days: 'Días (1 = lunes)', supportEmail: 'Correo de soporte',
    promo: 'Probabilidades, premios y reglas de cupones', promoHelp: 'Los pesos son probabilidades relativas; los montos van en centavos.', invalidJson: 'No es un JSON válido',
    device: 'Grupos de datos del dispositivo', deviceHelp: 'Fijados en el código según la regulación de cada mercado (src/domain/markets/device-data.ts); se muestran como referencia.',
  },
  operators: {
    title: 'Operadores y roles', email: 'Correo', role: 'Rol', totp: 'Autenticador', lastSignIn: 'Último acceso', disabled: 'Desactivado', add: 'Agregar operador',
    created: 'Contraseña de un solo uso para {{email}} (se muestra una vez): {{password}}', disable: 'Desactivar', enable: 'Activar', reset: 'Restablecer contraseña', yes: 'Sí', no: 'No',
  },
  proofs: {
    title: 'Comprobantes de pago', pending: 'En espera', confirmed: 'Confirmados', refused: 'Rechazados', show: 'Mostrar', order: 'Orden', amount: 'Monto', paidOn: 'Pagado el',
    note: 'Nota del cliente', submitted: 'Enviado', answerBy: 'Responder antes de', image: 'Comprobante de pago de la orden {{orderNo}}', confirm: 'Confirmar pago',
    confirmCheck: '¿Abonar {{amount}} a la orden {{orderNo}}? No se puede deshacer.', confirmYes: 'Sí, abonar', refuse: 'Rechazar', refuseReason: 'Motivo que leerá el cliente',
    confirmedMsg: 'Confirmado: {{amount}} abonado a la orden {{orderNo}}', finishedMsg: 'Confirmado: la orden {{orderNo}} quedó pagada', refusedMsg: 'Rechazado',
    decidedBy: 'Respondido por', status: 'Estado',
  },
  parked: {
    title: 'Pagos sin asignar', help: 'Pagos que no coincidieron con ninguna referencia nuestra o no correspondían a ella. Asigna uno a un préstamo con su número de orden.',
    received: 'Recibido', vendor: 'Proveedor', method: 'Método', reference: 'Referencia', amount: 'Monto', reason: 'Por qué quedó sin asignar', orderNo: 'Número de orden', match: 'Asignar',
    check: '¿Aplicar {{amount}} de {{vendor}} a la orden {{orderNo}}? Se abona al préstamo como cualquier pago; no se puede deshacer.', yes: 'Sí, aplicarlo',
    matched: '{{amount}} aplicado a la orden {{orderNo}}', matchedFinished: '{{amount}} aplicado: la orden {{orderNo}} quedó pagada',
    reasons: {
      unknownReference: 'Referencia desconocida', currencyMismatch: 'Moneda distinta', amountMismatch: 'Monto distinto', instrumentAlreadyPaid: 'Referencia ya pagada',
      loanNotOpen: 'Préstamo no abierto', rolloverNotPending: 'Sin prórroga pendiente',
    },
  },
  collections: {
    title: 'Cobranza', owed: 'Adeudo', paidIn: 'Pagado', penalty: 'Penalización cobrada', credit: 'Saldo a favor', pendingRefunds: 'Reembolsos en curso', available: 'Reembolsable',
    payments: 'Pagos', proofs: 'Comprobantes', refunds: 'Reembolsos', outcome: 'Resultado', refund: 'Reembolsar saldo a favor', refundAmount: 'Monto a reembolsar', refundReason: 'Motivo',
    refundHelp: 'Se envía a la cuenta bancaria registrada del cliente.', refundCheck: '¿Devolver {{amount}} al cliente? No se puede deshacer.', refundYes: 'Sí, enviarlo',
    refundSent: 'Reembolso de {{amount}} solicitado', badAmount: 'Escribe un monto como 1500 o 1500.50, como máximo {{max}}', requestedBy: 'Solicitado por',
    outcomes: { credited: 'Abonado', parked: 'Sin asignar', resolved: 'Asignado por un operador' }, refundStatus: { pending: 'En camino', succeeded: 'Enviado', failed: 'Falló' },
  },
  audit: { title: 'Registro de auditoría', at: 'Fecha', actor: 'Operador', action: 'Acción', target: 'Objetivo', reason: 'Motivo', change: 'Antes → después' },
};

export default es;
