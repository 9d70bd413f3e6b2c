import { call, request } from '../../../api/client';

/** The screen that asks for the bureau authorisation of an order (decision 0100). */
export const bureauAuthorisationRoute = (orderNo: string) =>
  `/auth/bureau_authorisation?orderNo=${encodeURIComponent(orderNo)}`;

/** `/user/bureau/authorisation`: whether this order needs the borrower's authorisation before submit, and its text. */
export const bureauAuthorisationStatus = (orderNo: string) => request('/user/bureau/authorisation', { orderNo });

/** `/user/bureau/authorisation/code`: the signing code by SMS to the borrower's own number (Mexico). */
export const sendBureauCode = (orderNo: string) =>
  call('/user/bureau/authorisation/code', { orderNo }, { loading: true });

/** `/user/bureau/authorise`: the code typed (Mexico) or the explicit yes (Nigeria), under the text version read. */
export const authoriseBureau = (input: { orderNo: string; textVersion: string; code?: string; accept?: true }) =>
  call('/user/bureau/authorise', input, { loading: true });
