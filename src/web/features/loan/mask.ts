/** "+2348031234567" → "+234803****567": enough for the owner to recognise, not to read out. */
export function maskMobile(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, mobile.length - 7)}****${mobile.slice(-3)}` : mobile;
}
