import { describe, expect, it } from 'vitest';
import { readInePerson } from './read-ine-person';

const INE = [
  'INSTITUTO NACIONAL ELECTORAL',
  'CREDENCIAL PARA VOTAR',
  'NOMBRE',
  'MORALES',
  'PEÑA',
  'RAUL ANTONIO',
  'DOMICILIO',
  'AV JUAREZ 120',
  'COL CENTRO 44100',
  'GUADALAJARA, JAL.',
  'CLAVE DE ELECTOR MRPRRL90051214H300',
  'CURP MOPR900512HJCRRL08 AÑO DE REGISTRO 2008 01',
  'FECHA DE NACIMIENTO 12/05/1990',
  'SECCIÓN 1234 VIGENCIA 2019 - 2029',
  'SEXO H',
].join('\n');

describe('readInePerson', () => {
  it('reads the surnames, the given names and the birth date of an INE front', () => {
    expect(readInePerson(INE)).toEqual({
      name: { given: 'RAUL ANTONIO', middle: null, surnames: 'MORALES PEÑA' },
      birthDate: '1990-05-12',
    });
  });

  it('reads the name written on the label line and the date on the line after its label', () => {
    expect(readInePerson('NOMBRE HERNANDEZ\nLOPEZ\nGABRIELA\nSEXO M\nFECHA DE NACIMIENTO\n14/03/1995')).toEqual({
      name: { given: 'GABRIELA', middle: null, surnames: 'HERNANDEZ LOPEZ' },
      birthDate: '1995-03-14',
    });
  });

  it('reads nothing it cannot place: one name line, no label, a date that does not exist', () => {
    expect(readInePerson('NOMBRE\nGOMEZ DIAZ ERNESTO\nDOMICILIO')).toEqual({ name: null, birthDate: null });
    expect(readInePerson('GOMEZ\nDIAZ\nERNESTO\nFECHA DE NACIMIENTO 31/02/1990')).toEqual({
      name: null,
      birthDate: null,
    });
    expect(readInePerson('')).toEqual({ name: null, birthDate: null });
  });

  it('stops the name at a line that is not a name', () => {
    expect(readInePerson('NOMBRE\nMORALES\nPEÑA\nRAUL\nAV JUAREZ 120').name).toEqual({
      given: 'RAUL',
      middle: null,
      surnames: 'MORALES PEÑA',
    });
  });
});
