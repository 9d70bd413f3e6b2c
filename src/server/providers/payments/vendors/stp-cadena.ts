import { sign } from 'node:crypto';

/**
 * STP's "cadena original" of an order (registraOrden): every field of the order in STP's
 * documented order, absent ones empty, separated by `|`, between `||` and `||`. STP checks our
 * signature over exactly this text, so the order of this list is the contract.
 */
export const ORDEN_PAGO_FIELDS = [
  'institucionContraparte',
  'empresa',
  'fechaOperacion',
  'folioOrigen',
  'claveRastreo',
  'institucionOperante',
  'monto',
  'tipoPago',
  'tipoCuentaOrdenante',
  'nombreOrdenante',
  'cuentaOrdenante',
  'rfcCurpOrdenante',
  'tipoCuentaBeneficiario',
  'nombreBeneficiario',
  'cuentaBeneficiario',
  'rfcCurpBeneficiario',
  'emailBeneficiario',
  'tipoCuentaBeneficiario2',
  'nombreBeneficiario2',
  'cuentaBeneficiario2',
  'rfcCurpBeneficiario2',
  'conceptoPago',
  'conceptoPago2',
  'claveCatUsuario1',
  'claveCatUsuario2',
  'clavePago',
  'referenciaCobranza',
  'referenciaNumerica',
  'tipoOperacion',
  'topologia',
  'usuario',
  'medioEntrega',
  'prioridad',
  'iva',
] as const;

export type OrdenPagoField = (typeof ORDEN_PAGO_FIELDS)[number];

export function cadenaOriginal(fields: Partial<Record<OrdenPagoField, string | number>>): string {
  return `||${ORDEN_PAGO_FIELDS.map((f) => String(fields[f] ?? '')).join('|')}||`;
}

/** The order query's string: `||empresa|claveRastreo|tipoOrden|fechaOperacion||`. */
export function cadenaConsultaOrden(q: {
  empresa: string;
  claveRastreo: string;
  tipoOrden: 'E' | 'R';
  fechaOperacion: string;
}): string {
  return `||${q.empresa}|${q.claveRastreo}|${q.tipoOrden}|${q.fechaOperacion}||`;
}

/** SHA256withRSA with the cost centre's private key, base64: STP's `firma`. */
export function firma(cadena: string, privateKeyPem: string, passphrase?: string): string {
  return sign(
    'sha256',
    Buffer.from(cadena, 'utf8'),
    passphrase ? { key: privateKeyPem, passphrase } : privateKeyPem,
  ).toString('base64');
}

/**
 * The conciliation query's string (efws V2/conciliacion): `||empresa|tipoOrden|fechaOperacion||`, the date empty for
 * the current operating day; the page is not signed.
 */
export function cadenaConciliacion(q: { empresa: string; tipoOrden: 'E' | 'R'; fechaOperacion: string }): string {
  return `||${q.empresa}|${q.tipoOrden}|${q.fechaOperacion}||`;
}
