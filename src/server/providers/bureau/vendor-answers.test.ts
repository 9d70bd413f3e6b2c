import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BureauUnavailable, type BureauQuery } from './credit-bureau';
import { FirstCentral } from './firstcentral';

/**
 * FirstCentral answering a matched consumer's report in a shape the summary cannot read: an
 * outage (the consultation is retried), never a file read as zeros. The well-formed path is
 * proven against the strict fake (vendor-adapters.test.ts).
 */
let server: Server;
let report: unknown = [];
let url = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const answers: Record<string, unknown> = {
      '/login': [{ DataTicket: 'ticket' }],
      '/ConnectConsumerMatch': [{ MatchedConsumer: [{ ConsumerID: 1, MatchingEngineID: 2, EnquiryID: 3 }] }],
      '/GetConsumerFullCreditReport': report,
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[req.url ?? ''] ?? null));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
});

const person: BureauQuery = {
  purpose: 'loanApplication',
  reference: 'NG-TEST',
  subject: {
    firstName: 'Ada',
    middleName: null,
    lastName: 'Okafor',
    birthDate: '1990-05-17',
    nationalId: '22215550001',
    rfc: null,
    address: null,
  },
};
const summary = {
  TotalAccounts: '2',
  TotalAccountarrear: '1',
  Amountarrear: '280,567.00',
  TotalNumberofJudgement: '0',
  MaxNoOfDaysInArrears: '95',
};

async function consulted(answer: unknown) {
  report = answer;
  return new FirstCentral({ username: 'u', password: 'p', productId: '45', baseUrl: url }).consult(person);
}

async function outage(answer: unknown): Promise<string> {
  const err = await consulted(answer).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BureauUnavailable);
  return (err as Error).message;
}

describe('FirstCentral reports that do not parse', () => {
  it('a whole report is read; an amount, a count or a date it cannot read is an outage, not a zero', async () => {
    expect(await consulted([{ CreditAccountSummary: [summary] }, { EnquiryHistoryTop: [] }])).toMatchObject({
      found: true,
      summary: { activeLoans: 2, loansInArrears: 1, amountOverdue: 28_056_700, worstDelayDays: 95 },
    });
    // The old reading took each of these as 0: an overdue borrower read as clean.
    const noAmount = [{ CreditAccountSummary: [{ ...summary, Amountarrear: 'N/A' }] }];
    expect(await outage(noAmount)).toContain('0.CreditAccountSummary.0.Amountarrear');
    const negative = [{ CreditAccountSummary: [{ ...summary, TotalAccountarrear: '-1' }] }];
    expect(await outage(negative)).toContain('TotalAccountarrear');
    const enquiries = { EnquiryHistoryTop: [{ DateRequested: '2026-11-01' }] };
    const isoDate = [{ CreditAccountSummary: [summary] }, enquiries];
    expect(await outage(isoDate)).toContain('1.EnquiryHistoryTop.0.DateRequested');
  });

  it('a report without its account summary is an outage, not a clean file', async () => {
    const noSummary = [{ SubjectList: [{ ConsumerID: '1' }] }, { EnquiryHistoryTop: [] }];
    expect(await outage(noSummary)).toContain('CreditAccountSummary');
    expect(await outage({ CreditAccountSummary: [summary] })).toContain('(root)');
  });
});
