import { nameTokens } from './name-match';

/**
 * The birth state a CURP encodes (positions 12–13) by the names RENAPO answers with. Services
 * that relay RENAPO write the state's name in full, sometimes with its official long form
 * ("VERACRUZ DE IGNACIO DE LA LLAVE") or its old name ("DISTRITO FEDERAL"), so each code lists
 * the short names its answer starts with.
 */
const CURP_STATE_NAMES: Record<string, readonly string[]> = {
  AS: ['AGUASCALIENTES'],
  BC: ['BAJA CALIFORNIA'],
  BS: ['BAJA CALIFORNIA SUR'],
  CC: ['CAMPECHE'],
  CL: ['COAHUILA'],
  CM: ['COLIMA'],
  CS: ['CHIAPAS'],
  CH: ['CHIHUAHUA'],
  DF: ['DISTRITO FEDERAL', 'CIUDAD MEXICO', 'CDMX'],
  DG: ['DURANGO'],
  GT: ['GUANAJUATO'],
  GR: ['GUERRERO'],
  HG: ['HIDALGO'],
  JC: ['JALISCO'],
  MC: ['MEXICO', 'ESTADO MEXICO'],
  MN: ['MICHOACAN'],
  MS: ['MORELOS'],
  NT: ['NAYARIT'],
  NL: ['NUEVO LEON'],
  OC: ['OAXACA'],
  PL: ['PUEBLA'],
  QT: ['QUERETARO'],
  QR: ['QUINTANA ROO'],
  SP: ['SAN LUIS POTOSI'],
  SL: ['SINALOA'],
  SR: ['SONORA'],
  TC: ['TABASCO'],
  TS: ['TAMAULIPAS'],
  TL: ['TLAXCALA'],
  VZ: ['VERACRUZ'],
  YN: ['YUCATAN'],
  ZS: ['ZACATECAS'],
  NE: ['NACIDO EN EL EXTRANJERO', 'NACIDO EXTRANJERO', 'EXTRANJERO', 'EXTRANJERA'],
};

/** The CURP's state code ("DF"), from an already validated CURP. */
export function curpStateCode(curp: string): string {
  return curp.trim().toUpperCase().slice(11, 13);
}

/**
 * Whether RENAPO's birth state (a code like "DF" or a name like "Veracruz de Ignacio de la
 * Llave") is the state `code`. Baja California is not Baja California Sur: the whole name is
 * compared, with only an official long form's tail allowed after it.
 */
export function sameCurpState(code: string, renapoState: string): boolean {
  const answer = nameTokens(renapoState).join(' ');
  if (answer === code) return true;
  const names = CURP_STATE_NAMES[code] ?? [];
  const other = Object.entries(CURP_STATE_NAMES)
    .filter(([c]) => c !== code)
    .flatMap(([, n]) => n);
  const longer = (name: string) =>
    other.some((o) => o.length > name.length && o.startsWith(name) && answer.startsWith(o));
  return names.some((name) => (answer === name || answer.startsWith(`${name} `)) && !longer(name));
}
