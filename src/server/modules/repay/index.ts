/** What other code may use of the repay module; its other files are its own. */
export { instrumentRef } from './instruments-repo';
export { loanRef } from './credit-loan';
export { balancesFrom, loanBalances } from './loan-balances';
export { DEFAULT_REPAY_COLORS } from './market-service';
export { matchParkedPayment } from './match-parked';
export { overdueSweep, runOverdue } from './overdue-job';
export { marketCurrency, marketOfApp } from './rollover-paid';
export { receivePayment } from './receive-payment';
export { retireInstrumentsSweep } from './retire-instruments';
export { repayRoutes } from './routes';
export { decideVoucher } from './voucher-decision';
export { purgeUnsubmittedVouchersSweep } from './voucher-sweep';
