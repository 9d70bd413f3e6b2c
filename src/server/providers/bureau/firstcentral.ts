import type { BureauSummary } from '../../../domain/bureau/bureau-summary';
import { parseMessage } from '../vendor-message';
import {
  firstCentralLogin,
  firstCentralMatch,
  firstCentralReport,
  type FirstCentralReport,
} from './firstcentral-schemas';
import {
  BureauUnavailable,
  type BureauAnswer,
  type BureauPurpose,
  type BureauQuery,
  type CreditBureau,
} from './credit-bureau';

export interface FirstCentralSettings {
  username: string;
  password: string;
  productId: string;
  baseUrl: string;
}

/** FirstCentral's enquiry reasons are free text its subscribers agree with it; ours names the permissible purpose. */
const ENQUIRY_REASON: Record<BureauPurpose, string> = { loanApplication: 'Application for credit by a borrower' };

/** The report's sections by name: the first part that holds it (none: no rows). */
type Section = 'CreditAccountSummary' | 'CreditAgreementSummary' | 'EnquiryHistoryTop';

function section<K extends Section>(report: FirstCentralReport, name: K) {
  for (const part of report) {
    const rows = part[name];
    if (rows) return rows as NonNullable<FirstCentralReport[number][K]>;
  }
  return [];
}

/**
 * The consumer full credit report read into counts (decision 0098: section and field names as
 * FirstCentral's report and its resellers' pages spell them; assumed until its manual is read).
 */
export function firstCentralSummary(report: FirstCentralReport, now: Date): BureauSummary {
  const [summary] = section(report, 'CreditAccountSummary');
  const enquiries = section(report, 'EnquiryHistoryTop');
  const since = now.getTime() - 90 * 86_400_000;
  const enquiryDate = (e: { DateRequested: string }) => {
    const [, d, m, y] = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(e.DateRequested) ?? [];
    return Date.UTC(Number(y), Number(m) - 1, Number(d));
  };
  const agreements = section(report, 'CreditAgreementSummary');
  const lost = agreements.filter((a) => /written|lost|bad debt|judg/i.test(a.AccountStatus ?? '')).length;
  return {
    hasFile: true,
    activeLoans: summary?.TotalAccounts ?? 0,
    loansInArrears: summary?.TotalAccountarrear ?? 0,
    amountOverdue: summary?.Amountarrear ?? 0,
    defaults: lost + (summary?.TotalNumberofJudgement ?? 0),
    worstDelayDays: summary?.MaxNoOfDaysInArrears ?? 0,
    recentEnquiries: enquiries.filter((e) => enquiryDate(e) >= since).length,
  };
}

/**
 * FirstCentral's REST v2 (decision 0098): `POST login` {username, password} → [{DataTicket}];
 * `POST ConnectConsumerMatch` {DataTicket, EnquiryReason, ConsumerName, DateOfBirth,
 * Identification (the BVN), Accountno, ProductID} → [{MatchedConsumer: [{ConsumerID,
 * MatchingEngineID, EnquiryID}]}]; `POST GetConsumerFullCreditReport` {DataTicket, consumerID,
 * EnquiryID, consumerMergeList, SubscriberEnquiryEngineID} → the report's sections. No match:
 * no file. Anything else but an answer of those shapes: an outage.
 */
export class FirstCentral implements CreditBureau {
  readonly bureau = 'firstcentral';

  constructor(
    private readonly settings: FirstCentralSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `npm run vendor:smoke`: the subscriber's user and password open a session; nobody is consulted. */
  async login(): Promise<void> {
    const credentials = { username: this.settings.username, password: this.settings.password };
    if (!firstCentralLogin.safeParse(await this.postArray('login', credentials)).success) {
      throw new BureauUnavailable(this.bureau, 'login refused or answered a shape we do not know');
    }
  }

  async consult(query: BureauQuery): Promise<BureauAnswer> {
    const { subject } = query;
    const credentials = { username: this.settings.username, password: this.settings.password };
    const login = firstCentralLogin.safeParse(await this.postArray('login', credentials));
    if (!login.success) throw new BureauUnavailable(this.bureau, 'login refused or answered a shape we do not know');
    const ticket = login.data[0]!.DataTicket;
    const [y, m, d] = subject.birthDate.split('-');
    const match = firstCentralMatch.safeParse(
      await this.postArray('ConnectConsumerMatch', {
        DataTicket: ticket,
        EnquiryReason: ENQUIRY_REASON[query.purpose],
        ConsumerName: [subject.firstName, subject.middleName, subject.lastName].filter(Boolean).join(' '),
        DateOfBirth: `${d}/${m}/${y}`,
        Identification: subject.nationalId,
        Accountno: '',
        ProductID: this.settings.productId,
      }),
    );
    if (!match.success) throw new BureauUnavailable(this.bureau, 'consumer match answered a shape we do not know');
    const consumer = match.data[0]!.MatchedConsumer?.[0];
    if (!consumer) return { found: false, bureauReference: null };
    const report = parseMessage(
      firstCentralReport,
      await this.postArray('GetConsumerFullCreditReport', {
        DataTicket: ticket,
        consumerID: String(consumer.ConsumerID),
        EnquiryID: String(consumer.EnquiryID),
        consumerMergeList: '',
        SubscriberEnquiryEngineID: String(consumer.MatchingEngineID),
      }),
    );
    // Paths only: the report's values are a person's credit file.
    if (!report.ok) {
      throw new BureauUnavailable(this.bureau, `report answered a shape we do not know (${report.paths.join(', ')})`);
    }
    const summary = firstCentralSummary(report.value, this.now());
    return { found: true, summary, bureauReference: String(consumer.EnquiryID) };
  }

  /**
   * FirstCentral answers its calls with a JSON array; vendorJson keeps objects only, so the array is read from the raw
   * answer.
   */
  private async postArray(path: string, body: unknown): Promise<unknown> {
    const s = this.settings;
    let res: Response;
    try {
      res = await fetch(new URL(path, s.baseUrl.endsWith('/') ? s.baseUrl : `${s.baseUrl}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new BureauUnavailable(this.bureau, `unreachable (${(err as Error).name})`);
    }
    if (res.status !== 200) throw new BureauUnavailable(this.bureau, `${path} answered ${res.status}`);
    try {
      return JSON.parse(await res.text()) as unknown;
    } catch {
      throw new BureauUnavailable(this.bureau, `${path} answered something that is not JSON`);
    }
  }
}
