import type { Market } from './market';

/**
 * Android package names of lending apps per market (/user/device/packageList): the native
 * shell reports which of these are installed instead of the whole app list, which keeps the
 * app-list group to what scoring uses. Operators extend the list as apps come and go.
 */
export const LENDING_APP_PACKAGES: Readonly<Record<Market, readonly string[]>> = Object.freeze({
  ng: [
    'ng.com.fairmoney.fairmoney',
    'com.lenddo.mobile.paylater',
    'com.branch_international.branch.branch_demo_android',
    'com.transsnetfinancial.palmcredit',
    'ng.com.renmoney.renmobile',
    'io.quickcheck.loans',
    'com.aella.comportal',
    'com.loan.cash.credit.okash.nigeria',
    'com.nigeria.soko',
    'com.xcredit.loan.nigeria',
    'com.imoney.credit.nira',
    'com.zedcrest.android.moneypal.v2',
  ],
  mx: [
    'mx.com.tala',
    'com.kueski.os',
    'com.fintopia.mxcredmex',
    'com.elaworld.mexloan',
    'com.mexicash.app',
    'finance.empower.mx',
    'com.loan.cash.credit.branch.tala.fast.lending.mexico',
  ],
});
