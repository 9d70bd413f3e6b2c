import { createPrivateKey, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrived, fakeWithInbox } from './fake-test-kit';
import { stpPayoutsFake } from './stp-payouts';

let f: Awaited<ReturnType<typeof fakeWithInbox>>;
let privateKey: string;
beforeAll(async () => {
  f = await fakeWithInbox(stpPayoutsFake);
  privateKey = stpPayoutsFake.settings('http://x').STP_PRIVATE_KEY.replace(/\\n/g, '\n');
});
afterAll(async () => {
  await f.close();
});

/** An order as the lender would sign it: the cadena original written out here field by field, in STP's order. */
function orden(claveRastreo: string, cuentaBeneficiario = '002010077777777771', monto = '9472.20') {
  const o = {
    institucionContraparte: '40002',
    empresa: 'PRESTA',
    claveRastreo,
    institucionOperante: '90646',
    monto,
    tipoPago: 1,
    tipoCuentaOrdenante: 40,
    nombreOrdenante: 'PRESTA',
    cuentaOrdenante: '646180123400000007',
    rfcCurpOrdenante: 'PFA200101AB1',
    tipoCuentaBeneficiario: 40,
    nombreBeneficiario: 'ANA LOPEZ',
    cuentaBeneficiario,
    rfcCurpBeneficiario: 'ND',
    conceptoPago: 'PRESTAMO',
    referenciaNumerica: 1234567,
  };
  const cadena = `||40002|PRESTA|||${claveRastreo}|90646|${monto}|1|40|PRESTA|646180123400000007|PFA200101AB1|40|ANA LOPEZ|${cuentaBeneficiario}|ND||||||PRESTAMO||||||1234567||||||||`;
  return { ...o, firma: sign('sha256', Buffer.from(cadena), createPrivateKey(privateKey)).toString('base64') };
}

const registra = (payload: object) =>
  f.app.inject({ method: 'PUT', url: '/stp/speiws/rest/ordenPago/registra', payload });

describe('the STP orders fake', () => {
  it("registers an order signed over the cadena original, and refuses a wrong signature with STP's error", async () => {
    expect((await registra(orden('PAYPR1N1'))).json()).toEqual({ resultado: { id: expect.any(Number) } });
    expect((await registra({ ...orden('PAYPR1N2'), monto: '9472.21' })).json()).toEqual({
      resultado: { id: 0, descripcionError: 'Error validando la firma' },
    });
    expect((await registra({ ...orden('PAYPR1N3'), firma: undefined })).json().resultado).toMatchObject({
      id: 0,
      descripcionError: 'El campo firma es obligatorio',
    });
  });

  it('refuses a duplicate or malformed claveRastreo and an account SPEI cannot take', async () => {
    expect((await registra(orden('PAYPR1N1'))).json().resultado).toMatchObject({
      id: -1,
      descripcionError: expect.stringContaining('ya fue utilizada'),
    });
    expect((await registra(orden('PAY:PR1:4'))).json().resultado).toMatchObject({ id: -34 });
    expect((await registra(orden('PAYPR1N5', '002010077777777772'))).json().resultado).toMatchObject({ id: -22 });
    expect((await registra({ ...orden('PAYPR1N6'), empresa: 'OTRA' })).json().resultado).toMatchObject({ id: 0 });
  });

  it('calls back "Exito" once liquidated, answers its order query (signed), and returns it on request', async () => {
    const id = (await registra(orden('PAYPR2N1'))).json().resultado.id as number;
    const callback = await arrived(f.inbox, `"id":${id},`);
    expect(callback.url).toBe('/api/webhooks/stp-payouts');
    expect(JSON.parse(callback.body)).toMatchObject({ id, empresa: 'PRESTA', estado: 'Exito' });

    const fecha = new Date(f.world.now().getTime() - 6 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const query = (firmaOf: string) =>
      f.app.inject({
        method: 'POST',
        url: '/stp/efws/API/consultaOrden',
        payload: { empresa: 'PRESTA', claveRastreo: 'PAYPR2N1', tipoOrden: 'E', fechaOperacion: fecha, firma: firmaOf },
      });
    const good = sign('sha256', Buffer.from(`||PRESTA|PAYPR2N1|E|${fecha}||`), createPrivateKey(privateKey)).toString(
      'base64',
    );
    expect((await query(good)).json()).toMatchObject({
      estado: 0,
      respuesta: { claveRastreo: 'PAYPR2N1', estado: 'LQ', monto: 9472.2 },
    });
    expect((await query('AAAA')).json()).toMatchObject({ estado: 2 });

    const devuelta = await f.app.inject({ method: 'POST', url: '/stp/_fake/ordenes/PAYPR2N1/devolver' });
    expect(devuelta.json()).toEqual({ devuelta: true, delivered: 200 });
    expect(JSON.parse(f.inbox.at(-1)!.body)).toMatchObject({ id, estado: 'Devuelto' });
    expect((await query(good)).json().respuesta.estado).toBe('D');
  });

  it('returns an order to an account ending 0000 (cuenta inexistente)', async () => {
    const id = (await registra(orden('PAYPR3N1', '002010077700000004'))).json().resultado.id as number;
    expect(JSON.parse((await arrived(f.inbox, `"id":${id},`)).body)).toMatchObject({
      estado: 'Devuelto',
      causaDevolucion: 'Cuenta inexistente',
    });
  });
});
