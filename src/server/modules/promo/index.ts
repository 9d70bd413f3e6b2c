/** What other code may use of the promo module; its other files are its own. */
export { grantCardAuthorizationCoupon } from './card-authorization';
export { keepCouponsUntilDue } from './coupon-lifetime';
export { markReservedCouponUsed, releaseCouponReservation, reservedCouponFor } from './coupon-reservations';
export { toCouponView } from './coupon-view';
export type { CouponRow } from './coupon-view';
export { grantDrawRight } from './draw-rights';
export { marketIndex } from './market-offers';
export { promoRoutes } from './routes';
export { SETTING_SCHEMAS, readSetting } from './settings-repo';
export type { SettingKey, SettingValue } from './settings-repo';
