import type { z } from 'zod';
import { calls, type CallMeta, type CallPath } from './calls';
import { empty } from './common';
import * as loan from './loan';
import * as security from './security';

export interface ContractSchemas {
  summary: string;
  request: z.ZodType;
  response: z.ZodType;
}

/** Request and response schemas of every implemented call; the server and the client are typed from here. */
export const schemas = {
  '/security/login': {
    summary: 'Log in with mobile number and verification code; ends sessions on other devices',
    request: security.loginRequest,
    response: security.session,
  },
  '/security/register': {
    summary: 'Register a mobile number with its verification code and start a session',
    request: security.registerRequest,
    response: security.session,
  },
  '/security/getVerifyCode': {
    summary: 'Send a 6-digit verification code by SMS',
    request: security.getVerifyCodeRequest,
    response: security.getVerifyCodeResponse,
  },
  '/security/existsByMobile': {
    summary: 'Whether a mobile number is registered',
    request: security.existsByMobileRequest,
    response: security.existsByMobileResponse,
  },
  '/security/getUserInfo': {
    summary: 'The logged-in user',
    request: empty,
    response: security.userInfoResponse,
  },
  '/security/isRequiredVerificationCode': {
    summary: 'Whether logging in with this number needs a verification code',
    request: security.isRequiredVerificationCodeRequest,
    response: security.isRequiredVerificationCodeResponse,
  },
  '/security/logout': {
    summary: 'End the current session',
    request: security.logoutRequest,
    response: security.logoutResponse,
  },
  '/loan/loan-product/index': {
    summary: "Home: the app's advertised product and the borrower's status key",
    request: loan.productIndexRequest,
    response: loan.productIndexResponse,
  },
} satisfies { [P in CallPath]: ContractSchemas };

export type Contracts = typeof schemas;
export type Contract<P extends CallPath> = Contracts[P] & CallMeta & { path: P };
export type CallInput<P extends CallPath> = z.input<Contracts[P]['request']>;
export type CallOutput<P extends CallPath> = z.output<Contracts[P]['response']>;

export function contract<P extends CallPath>(path: P): Contract<P> {
  return { ...schemas[path], ...calls[path], path } as Contract<P>;
}

export const callPaths = Object.keys(calls) as CallPath[];
