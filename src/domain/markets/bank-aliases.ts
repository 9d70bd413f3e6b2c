import type { Market } from './market';

/**
 * The names people call their bank by, which the official short names do not contain: brands,
 * acronyms, old names after a merger. Keyed by the code in NG_BANKS / MX_BANKS. A search for
 * "GTBank" or "UBA" finds nothing in "Guaranty Trust Bank" or "United Bank for Africa".
 */
export const BANK_ALIASES: Record<Market, Readonly<Record<string, readonly string[]>>> = {
  ng: {
    '044': ['Access'],
    '063': ['Diamond Bank', 'Diamond'],
    '050': ['Ecobank'],
    '070': ['Fidelity'],
    '011': ['FirstBank', 'First Bank', 'FBN'],
    '214': ['FCMB'],
    '058': ['GTBank', 'GTB', 'GTCO', 'Guaranty Trust', 'GT Bank'],
    '50515': ['Moniepoint', 'TeamApt'],
    '50211': ['Kuda'],
    '999992': ['OPay', 'Paycom', 'O-Pay'],
    '999991': ['PalmPay'],
    '076': ['Polaris', 'Skye Bank', 'Skye'],
    '221': ['Stanbic', 'IBTC'],
    '068': ['StanChart', 'SCB'],
    '232': ['Sterling'],
    '032': ['Union Bank', 'UBN'],
    '033': ['UBA'],
    '035': ['Wema', 'ALAT'],
    '057': ['Zenith'],
  },
  mx: {
    '030': ['BanBajío', 'Banco del Bajío'],
    '002': ['Citibanamex', 'Citi Banamex', 'Banco Nacional de México'],
    '127': ['Banco Azteca'],
    '137': ['Coppel', 'BanCoppel'],
    '012': ['BBVA', 'Bancomer', 'BBVA Bancomer', 'BBVA México'],
    '072': ['Banorte'],
    '032': ['Banorte IXE'],
    '058': ['Banregio'],
    '167': ['Hey', 'Hey Banco'],
    '021': ['HSBC México'],
    '036': ['Banco Inbursa'],
    '722': ['Mercado Pago', 'MercadoPago'],
    '638': ['Nu', 'Nubank', 'Nu México'],
    '014': ['Banco Santander'],
    '044': ['Scotia', 'Scotiabank Inverlat'],
    '728': ['Spin', 'OXXO', 'Spin by OXXO'],
  },
};

export function bankAliases(market: Market, code: string): readonly string[] {
  return BANK_ALIASES[market][code] ?? [];
}
