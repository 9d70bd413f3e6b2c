import { native } from './bridge';

/**
 * The attribution events sent through the shell's `logEventByAF` (bridge.ts). The bridge has the
 * action but not the events; decision 0027 fixes these three moments and their names (the
 * AppsFlyer-style names the shell forwards as they are). Payloads carry order numbers and
 * amounts in minor units only — never a phone number, a name or an ID.
 */
export const AF_EVENTS = {
  register: 'af_complete_registration',
  submit: 'af_submit_application',
  loanTaken: 'af_loan_taken',
} as const;

export type AfEvent = keyof typeof AF_EVENTS;

export interface AfPayloads {
  register: { method: 'mobile' };
  submit: { orderNo: string };
  loanTaken: { orderNo: string; amount: number; days: number };
}

/** Fire and forget: a shell that fails to log must never stop the borrower; a browser does nothing. */
export function logAfEvent<E extends AfEvent>(event: E, values: AfPayloads[E]): void {
  void native.logEventByAF(AF_EVENTS[event], { ...values }).catch(() => undefined);
}
