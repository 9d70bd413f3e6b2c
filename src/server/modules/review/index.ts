/**
 * What other code may use of the review module (a person reviews a refusal, decision 0083); its other files are its
 * own.
 */
export { reviewsOf, type ReviewRow } from './review-repo';
export { reviewRoutes as decisionReviewRoutes } from './routes';
