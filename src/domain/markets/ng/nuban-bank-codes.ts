/**
 * The CBN's 3-digit institution codes of the licensed deposit-money banks (commercial, merchant
 * and non-interest), the codes their NUBAN check digits are computed with. This is the NUBAN
 * catalogue NG_BANKS is checked against (markets/ng/profile-data.test.ts): no bank of it may
 * be missing from the list a borrower picks from. Compiled from the CBN's published list of
 * licensed banks; Heritage Bank (030) is out since its licence was revoked in June 2024.
 * Microfinance banks (5-digit codes) and PSBs/wallets (NIBSS 6-digit codes) are listed in
 * NG_BANKS as they come; they are too many and change too often for a fixed catalogue.
 */
export const CBN_BANK_CODES: Readonly<Record<string, string>> = {
  '011': 'First Bank of Nigeria',
  '023': 'Citibank Nigeria',
  '032': 'Union Bank of Nigeria',
  '033': 'United Bank for Africa',
  '035': 'Wema Bank',
  '044': 'Access Bank',
  '050': 'Ecobank Nigeria',
  '057': 'Zenith Bank',
  '058': 'Guaranty Trust Bank',
  '060': 'FBNQuest Merchant Bank',
  '063': 'Access Bank (Diamond)',
  '068': 'Standard Chartered Bank',
  '070': 'Fidelity Bank',
  '076': 'Polaris Bank',
  '082': 'Keystone Bank',
  '100': 'SunTrust Bank',
  '101': 'Providus Bank',
  '102': 'Titan Trust Bank',
  '103': 'Globus Bank',
  '104': 'Parallex Bank',
  '105': 'PremiumTrust Bank',
  '106': 'Signature Bank',
  '107': 'Optimus Bank',
  '108': 'Alpha Morgan Bank',
  '214': 'First City Monument Bank',
  '215': 'Unity Bank',
  '221': 'Stanbic IBTC Bank',
  '232': 'Sterling Bank',
  '301': 'Jaiz Bank',
  '302': 'TAJ Bank',
  '303': 'Lotus Bank',
  '501': 'FSDH Merchant Bank',
  '502': 'Rand Merchant Bank',
  '559': 'Coronation Merchant Bank',
  '561': 'Nova Bank',
  '562': 'Greenwich Merchant Bank',
};
