/**
 * What other features and the app may use from onboarding; the rest of the folder is its own. No
 * screen is exported here: the route table (app/screens.ts) loads each one lazily, in its own chunk.
 */
export { applyForLoan } from './api/apply';
export { authoriseBureau, bureauAuthorisationStatus, sendBureauCode } from './api/bureau-authorisation';
export { useGoToNextStep, useRefreshOnboarding } from './api/next-step';
export { submitOrder } from './api/submit';
export { PermissionPopup } from './permission-popup-lazy';
export { forgetAgreed, hasAgreedHere } from './device-consent';
export { checkDeviceData } from './device-data';
export { useLabels } from './labels';
export { OnboardingPage } from './onboarding-page';
export { orderTipKey } from './order-tips';
export { reviewStartedAt } from './review-clock';
export { showSaveError } from './save-error';
export { SubmittingScreen, useSubmitApplication } from './submit-application';
export type { OnboardingContext, Profile } from './use-onboarding';
export { useSave } from './use-save';
