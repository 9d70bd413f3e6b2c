import sharp from 'sharp';

/**
 * The documented test values of the fake identity vendors (README "Identity test numbers"). The
 * app's sandbox answers the same numbers the same way, written separately: a fake shares no code
 * with the app it tests.
 */
export const FAKE_BVN = { match: '22200000001', mismatch: '22200000002', notFound: '22200000003', outage: '22200000004' } as const;
export const FAKE_NIN = { match: '70000000001', mismatch: '70000000002', notFound: '70000000003', outage: '70000000004' } as const;

/** The person 22200000001 and 70000000001 name. */
export const FAKE_NG_PERSON = { first_name: 'ADA', middle_name: 'NGOZI', last_name: 'OKAFOR', date_of_birth: '1990-05-17', gender: 'Female' };
/**
 * Bank name enquiry (the Nigerian transfer fakes): a 10-digit account ending in this suffix is the
 * match person's own account and resolves to her name, so a borrower can pass every check
 * (the bank's account name is compared with the BVN's); other numbers resolve to a test name.
 */
export const FAKE_OWN_ACCOUNT = { suffix: '1990', name: 'ADA NGOZI OKAFOR' } as const;

/** The person 22200000002 and 70000000002 name: somebody else. */
export const FAKE_NG_OTHER = { first_name: 'CHUKWUEMEKA', middle_name: '', last_name: 'OBI', date_of_birth: '1985-06-30', gender: 'Male' };

/** A CURP's inner consonants (positions 14–16) choose RENAPO's answer; any other valid CURP is Emma Gómez Díaz. */
export const FAKE_CURP_CONSONANTS = { mismatch: 'ZZB', inactive: 'ZZC', notFound: 'ZZD', outage: 'ZZF' } as const;
export const FAKE_MX_PERSON = { nombre: 'EMMA', apellidoPaterno: 'GOMEZ', apellidoMaterno: 'DIAZ' };
export const FAKE_MX_OTHER = { nombre: 'ROSA', apellidoPaterno: 'MARTINEZ', apellidoMaterno: 'LOPEZ' };

/** A selfie exactly this many pixels wide: the face does not match / is not live / the vendor is down. */
export const FAKE_FACE_WIDTHS = { mismatch: 321, notLive: 322, outage: 323 } as const;

export type FaceMarker = 'mismatch' | 'notLive' | 'outage' | null;

/** Reads a base64 image the vendor was sent: its marker, or 'unreadable' when it is no image. */
export async function faceMarker(base64: string): Promise<FaceMarker | 'unreadable'> {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return 'unreadable';
  try {
    const { width } = await sharp(Buffer.from(base64, 'base64')).metadata();
    const found = Object.entries(FAKE_FACE_WIDTHS).find(([, w]) => w === width);
    return found ? found[0] as FaceMarker : null;
  } catch {
    return 'unreadable';
  }
}
