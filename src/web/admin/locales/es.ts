import type { ConsoleTexts } from './en';

/** Los textos de la consola en español (mismas claves que en.ts). */
const es: ConsoleTexts = {
  app: { title: 'Consola Presta', signOut: 'Cerrar sesión', language: 'English', loadMore: 'Cargar más', empty: 'No hay nada aquí', save: 'Guardar', saved: 'Guardado', cancel: 'Cancelar', loading: 'Cargando…', app: 'App' },
  nav: { dashboard: 'Panel', review: 'Revisión manual', loans: 'Préstamos', customers: 'Clientes', products: 'Productos', settings: 'Ajustes', operators: 'Operadores', audit: 'Auditoría', proofs: 'Comprobantes de pago', parked: 'Conciliación', reviewLogins: 'Accesos de revisión' },
  signIn: {
    title: 'Entrar a la consola', email: 'Correo', password: 'Contraseña', submit: 'Entrar',
    codeWithPassword: 'Código del autenticador (si la contraseña sola no basta)',
    totpTitle: 'Código del autenticador', totpHelp: 'Escribe el código de 6 dígitos de tu app de autenticación.', code: 'Código', verify: 'Verificar',
    enrolTitle: 'Configura tu autenticador', enrolHelp: 'Escanea el código QR con una app de autenticación (o escribe el secreto) y luego ingresa el código que muestra.', secret: 'Secreto',
    changeTitle: 'Elige tu contraseña', changeHelp: 'Debes reemplazar tu contraseña de un solo uso antes de continuar (al menos 12 caracteres).',
    current: 'Contraseña actual', next: 'Contraseña nueva', change: 'Cambiar contraseña',
  },
  role: { reviewer: 'Revisor', collections: 'Cobranza', admin: 'Administrador', automation: 'Llave de automatización' },
  status: { 1: 'Solicitando', 2: 'Pagando', 3: 'Vencido', 4: 'Liquidado', 5: 'Tarjeta', 6: 'Datos personales', 7: 'Desembolsando', 8: 'Cancelado', 9: 'Rechazado', 10: 'Pago fallido', 11: 'Fotos', 12: 'Trabajo', 14: 'Aprobado', 17: 'Cuestionario', 18: 'Recibir dinero' },
  operationsAlerts: {
    title: 'Requiere atención', none: 'Nada requiere atención: desembolsos, proveedores y tareas en segundo plano al día.',
    payoutStuck: '{{count}} desembolso(s) pendiente(s) con el proveedor desde hace más de {{oldestMinutes}} minutos: revísalos en el panel del proveedor.',
    vendorSilent: '{{vendor}} no ha enviado avisos de pago en {{silentMinutes}} minutos: revisa su estado y nuestra configuración de webhooks.',
    jobsBehind: '{{due}} tarea(s) en espera, la más antigua desde hace {{oldestMinutes}} minutos: las tareas en segundo plano van atrasadas.',
    jobsFailed: '{{count}} tarea(s) en segundo plano se abandonaron en las últimas 24 horas: consulta el manual de operación.',
  },
  dashboard: {
    title: 'Cartera por cohorte semanal', applications: 'Solicitudes', approved: 'Aprobadas', approvalRate: 'Tasa de aprobación', disbursed: 'Desembolsado',
    collected: 'Cobrado', overdueRate: 'Tasa de mora', week: 'Semana del', none: 'No hay solicitudes en este periodo',
    revealAlert: '{{operator}} llegó al límite por hora de identificadores revelados: {{refused}} rechazados en las últimas 24 horas (el último a las {{at}}). Consulta la bitácora.',
  },
  identity: {
    title: 'Verificación de identidad',
    kinds: { bvn: 'BVN', nin: 'NIN', curp: 'CURP (RENAPO)', bankAccountName: 'Titular de la cuenta', liveness: 'Prueba de vida', faceMatch: 'Comparación facial' },
    statuses: { passed: 'Aprobada', failed: 'No aprobada', unavailable: 'Proveedor no disponible, reintentando' },
    reasons: {
      bvnMissing: 'La cuenta bancaria no tiene BVN', bvnNotFound: 'BVN no encontrado en el registro', bvnNameMismatch: 'El nombre no coincide con el BVN',
      bvnBirthDateMismatch: 'La fecha de nacimiento no coincide con el BVN', accountNameMismatch: 'El titular de la cuenta no coincide con el BVN',
      curpNotFound: 'CURP no encontrada en RENAPO', curpNameMismatch: 'El nombre no coincide con RENAPO', curpBirthDateMismatch: 'La fecha de nacimiento no coincide con RENAPO',
      curpSexMismatch: 'El sexo no coincide con RENAPO', curpStateMismatch: 'El estado de nacimiento no coincide con RENAPO', curpInactive: 'CURP dada de baja en RENAPO',
      selfieMissing: 'Sin selfie', idPhotoMissing: 'Sin foto de identificación', selfieNotLive: 'La selfie no pasó la prueba de vida', faceMismatch: 'La selfie no coincide con la identificación',
      identityVendorUnavailable: 'Proveedor de identidad no disponible tras todos los reintentos',
    },
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
  messages: {
    title: 'Mensajes enviados', reminders: 'Recordatorios', purpose: 'Motivo', channel: 'Canal', vendor: 'Proveedor', to: 'Para', status: 'Estado', day: 'Día',
    purposes: { reminder: 'Recordatorio', loan: 'Código del préstamo', login: 'Código de acceso', register: 'Código de registro' },
    states: { sending: 'Enviando', sent: 'Enviado', delivered: 'Entregado', undelivered: 'No entregado', failed: 'Rechazado' },
    reminderStates: { claimed: 'Enviando', sent: 'Enviado', failed: 'Rechazado por todos los proveedores', skipped: 'No enviado' },
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
    reminders: 'Recordatorios de pago', remindersHelp: 'offsets: días desde la fecha de vencimiento (−3 = tres días antes); texts por idioma con {app}, {amount}, {dueDate}, {days}; whatsapp: también por WhatsApp. Se envían de 08:00 a 20:00 hora local, solo al cliente.',
    promo: 'Probabilidades, premios y reglas de cupones', promoHelp: 'Los pesos son probabilidades relativas; los montos van en centavos.', invalidJson: 'No es un JSON válido',
    holds: 'Retenciones', holdsHelp: 'Decisión 0059. Datos del dispositivo: una solicitud enviada espera (estado 19) hasta que la app de Android/iOS envíe todos los grupos de abajo, o 24 horas. Depósitos en pausa: Recibir dinero firma y retiene el préstamo (estado 18); al quitar la pausa se envían los depósitos retenidos; una retención de más de las 24 horas de la oferta se cancela.',
    requireDeviceData: 'Exigir los datos del dispositivo antes de la revisión', pausePayouts: 'Pausar los depósitos',
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
    title: 'Pagos sin asignar', help: 'Pagos que no coincidieron con ninguna referencia nuestra o no correspondían a ella. Asigna uno a un préstamo con su número de orden.', age: 'En espera',
    received: 'Recibido', vendor: 'Proveedor', method: 'Método', reference: 'Referencia', amount: 'Monto', reason: 'Por qué quedó sin asignar', orderNo: 'Número de orden', match: 'Asignar',
    check: '¿Aplicar {{amount}} de {{vendor}} a la orden {{orderNo}}? Se abona al préstamo como cualquier pago; no se puede deshacer.', yes: 'Sí, aplicarlo',
    matched: '{{amount}} aplicado a la orden {{orderNo}}', matchedFinished: '{{amount}} aplicado: la orden {{orderNo}} quedó pagada', matchedHeld: '{{amount}} quedó como saldo a favor en la orden {{orderNo}} (el préstamo ya estaba liquidado): reembólsalo desde la página del préstamo',
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
    outcomes: { credited: 'Abonado', parked: 'Sin asignar', resolved: 'Asignado por un operador', heldAsCredit: 'Saldo a favor (préstamo ya liquidado)' }, refundStatus: { pending: 'En camino', succeeded: 'Enviado', failed: 'Falló' },
  },
  reconcile: {
    title: 'Conciliación', help: 'Lo que los proveedores y nuestro libro mayor aún no cuadran, lo más antiguo primero. Los pagos se vuelven a consultar con los proveedores cada pocos minutos y sus listas se comparan con el libro cada día.',
    credit: 'Saldo a favor por reembolsar', creditHelp: 'Pagado de más o después de liquidar el préstamo. Reembólsalo desde la página del préstamo.', order: 'Orden', held: 'Saldo', pending: 'En camino', refundable: 'Reembolsable',
    stuck: 'Desembolsos y reembolsos detenidos', kind: 'Tipo', key: 'Nuestra referencia', amount: 'Monto', lastAnswer: 'Última respuesta del proveedor', checks: 'Consultas',
    kinds: { payout: 'Desembolso', refund: 'Reembolso' },
    answers: { pending: 'Sigue pendiente', unknownAtVendor: 'El proveedor no lo tiene', error: 'El proveedor no respondió', succeeded: 'Pagado', failed: 'Falló', none: 'Sin consultar aún' },
    differences: 'Diferencias con proveedores', subject: 'Dinero', vendor: 'Proveedor', vendorId: 'Id del proveedor', reference: 'Nuestra referencia', difference: 'Diferencia', atVendor: 'Según el proveedor', inLedger: 'Según el libro',
    subjects: { collections: 'Recibido', payouts: 'Pagado' },
    diffKinds: { missingInLedger: 'Falta en nuestro libro', missingAtVendor: 'Falta en el proveedor', amountDiffers: 'Montos distintos' },
    lists: 'Listas de proveedores', provider: 'Proveedor', day: 'Día', status: 'Estado', items: 'Movimientos', found: 'Diferencias',
    statuses: { compared: 'Comparada', cannotList: 'El proveedor no da su lista', failed: 'La comparación falló' },
    age: { s: '{{n}} s', min: '{{n}} min', h: '{{h}} h {{m}} min', d: '{{d}} d {{h}} h' },
  },
  reviewNumbers: {
    title: 'Accesos para revisión de tiendas',
    help: 'Quien revisa la app en una tienda no puede recibir nuestros códigos SMS. Mientras los códigos de acceso de una app estén desactivados, las cuentas de esta lista, y ninguna otra, inician sesión solo con el número. Todos los demás números, incluidos los de los clientes, siguen necesitando su código. Cada acceso sin código queda en el registro de auditoría.',
    switch: 'Códigos de acceso', codesOn: 'Obligatorios para todos los números.', codesOff: 'Desactivados solo para las cuentas de la lista; todos los demás números necesitan su código.',
    turnOff: 'Permitir que las cuentas de la lista entren sin código', turnOn: 'Pedir código a todos los números',
    add: 'Agregar una cuenta de revisión', addHelp: 'Primero registra el número en la app, con un teléfono que tengas. No se puede agregar un número cuya cuenta haya tenido un préstamo aprobado, y una cuenta que obtenga uno deja de entrar sin código.',
    mobile: 'Número de celular', note: 'Quién la usa y para qué', notePlaceholder: 'Revisión de Google Play, versión 2.4', days: 'Vence en (días, máximo {{max}})', addButton: 'Agregar',
    list: 'Cuentas de revisión', expires: 'Vence', expired: 'Vencida', addedBy: 'Agregada por', remove: 'Quitar', removeOne: 'Quitar {{mobile}}',
    added: 'Agregada: esta cuenta entra sin código mientras los códigos de acceso estén desactivados.', removed: 'Quitada: esta cuenta vuelve a necesitar su código y sus sesiones abiertas terminaron.',
  },
  audit: { title: 'Registro de auditoría', at: 'Fecha', actor: 'Operador', action: 'Acción', target: 'Objetivo', reason: 'Motivo', change: 'Antes → después' },
};

export default es;
