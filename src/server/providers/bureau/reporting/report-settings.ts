import { text, type SettingsShape } from '../../../settings/setting-types';

/** Who the monthly files say they come from (decisions 0102, 0103): the codes each bureau assigns its members. */
export const BUREAU_REPORT_SETTINGS = {
  BUREAU_MEMBER_CODE_NG: text({
    doc: "Our institution code at the Nigerian bureau, written in each monthly file's header (3–20 letters or digits).",
    default: 'PRESTANG',
  }),
  BUREAU_MEMBER_CODE_MX: text({
    doc: 'Our clave de otorgante at Círculo de Crédito, written in each monthly file (4–10 letters or digits).',
    default: 'PRESTAMX',
  }),
  BUREAU_MEMBER_NAME: text({
    doc: 'Our name as the bureaus know it, written in each monthly file (at most 16 characters are kept for Círculo).',
    default: 'PRESTA',
  }),
} satisfies SettingsShape;

export interface BureauReportConfig {
  memberCode: { ng: string; mx: string };
  memberName: string;
}

export const DEFAULT_BUREAU_REPORT: BureauReportConfig = {
  memberCode: { ng: 'PRESTANG', mx: 'PRESTAMX' },
  memberName: 'PRESTA',
};
