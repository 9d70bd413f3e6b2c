import { describe, expect, it } from 'vitest';
import { documentMismatch } from './document-match';

// Decision 0092: Mexico asks the surnames apart (lastName = apellido paterno, middleName = apellido
// materno); the INE prints "NOMBRE", then the paternal surname, the maternal surname and the given
// names, one per line. The text below is what the OCR returns for such a front.
const CURP = 'GOCM900512MDFMRR05';
const ine = (...nameLines: string[]) =>
  [
    'INSTITUTO NACIONAL ELECTORAL',
    'CREDENCIAL PARA VOTAR',
    'NOMBRE',
    ...nameLines,
    'DOMICILIO',
    'AV JUAREZ 120 COL CENTRO',
    `CURP ${CURP} AÑO DE REGISTRO 2010 01`,
    'FECHA DE NACIMIENTO 12/05/1990',
    'SEXO M',
  ].join('\n');
const typed = { firstName: 'María José', lastName: 'Gómez', middleName: 'Cruz', birthDate: '1990-05-12', curp: CURP };

describe('the INE against the surnames typed apart', () => {
  it('matches "APELLIDO_PATERNO APELLIDO_MATERNO NOMBRE(S)" with nombre(s), paterno and materno typed in their fields', () => {
    expect(documentMismatch(typed, CURP, ine('GÓMEZ', 'CRUZ', 'MARÍA JOSÉ'))).toEqual([]);
    // OCR in capitals without accents, as it often reads.
    expect(documentMismatch(typed, CURP, ine('GOMEZ', 'CRUZ', 'MARIA JOSE'))).toEqual([]);
  });

  it('matches one surname (no apellido materno) typed and printed', () => {
    expect(documentMismatch({ ...typed, lastName: 'Uc', middleName: null }, CURP, ine('UC', 'MARIA JOSE'))).toEqual([]);
  });

  it('still names the name when a surname typed is not on the INE', () => {
    expect(documentMismatch({ ...typed, middleName: 'Ruiz' }, CURP, ine('GÓMEZ', 'CRUZ', 'MARÍA JOSÉ'))).toEqual([
      'name',
    ]);
    expect(documentMismatch({ ...typed, lastName: 'Hernández' }, CURP, ine('GÓMEZ', 'CRUZ', 'MARÍA JOSÉ'))).toEqual([
      'name',
    ]);
  });
});
