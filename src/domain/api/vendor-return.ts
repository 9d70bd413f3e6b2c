/**
 * The mark a vendor's way back into the app carries (`returnUrl` of a checkout page). The app,
 * seeing it, replaces the history entry it landed on so that back never returns to the vendor's
 * page (a form already posted: "Confirm Form Resubmission"), and drops the mark.
 */
export const VENDOR_RETURN_MARK = 'from=vendor';
