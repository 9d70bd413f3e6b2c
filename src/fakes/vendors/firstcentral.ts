import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';
import { BUREAU_TEST_BVNS, TEST_FILES, fileOf, type TestFile } from './bureau-test-persons';

/** Tickets the fake issued at login; a call with any other is refused as FirstCentral does. */
const tickets = new Set<string>();
/** Matches handed out: the report call must name one (its consumer, enquiry and engine ids together). */
const enquiries = new Map<string, TestFile>();
let seq = 0;

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send([{ Error: message }]);
const ddmmyyyy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

function fullReport(file: keyof typeof TEST_FILES, world: FakeWorld) {
  const f = TEST_FILES[file];
  const now = world.now().getTime();
  const amount = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [
    { SubjectList: [{ ConsumerID: '1', Reference: 'fake' }] },
    {
      CreditAccountSummary: [
        {
          TotalAccounts: String(f.open),
          TotalAccountarrear: String(f.overdue),
          Amountarrear: amount(f.overdueAmount),
          TotalNumberofJudgement: '0',
          MaxNoOfDaysInArrears: f.overdue ? '95' : '0',
        },
      ],
    },
    {
      CreditAgreementSummary: Array.from({ length: f.lost }, () => ({
        SubscriberName: 'TEST MFB',
        AccountStatus: 'WrittenOff',
      })),
    },
    {
      EnquiryHistoryTop: Array.from({ length: f.enquiries }, (_, i) => ({
        DateRequested: ddmmyyyy(new Date(now - (3 + i * 5) * 86_400_000)),
        SubscriberName: 'TEST LENDER',
      })),
    },
  ];
}

/**
 * FirstCentral's REST v2 (decision 0098): `POST /login` → `[{ DataTicket }]` for the subscriber's
 * user and password; `POST /ConnectConsumerMatch` with that ticket, a non-empty EnquiryReason (the
 * permissible purpose: FirstCentral refuses an enquiry without one), the 11-digit BVN as
 * Identification and the ProductID → the matched consumer; `POST /GetConsumerFullCreditReport`
 * for a match it handed out → the report's sections. The BVN picks the file (bureau-test-persons.ts);
 * the outage BVN gets a 503; anybody else no match.
 */
export const firstCentral: FakeVendorModule = {
  name: 'firstcentral',
  // The stack the fakes stand for consults: the borrower's authorisation screen asks first (decision 0100).
  settings: (baseUrl) => ({
    BUREAU_NG: 'firstcentral',
    FIRSTCENTRAL_USERNAME: FAKE_CREDENTIALS.firstcentral.username,
    FIRSTCENTRAL_PASSWORD: FAKE_CREDENTIALS.firstcentral.password,
    FIRSTCENTRAL_PRODUCT_ID: FAKE_CREDENTIALS.firstcentral.productId,
    FIRSTCENTRAL_BASE_URL: baseUrl,
  }),
  register(scope, world) {
    scope.post('/login', async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (
        body.username !== FAKE_CREDENTIALS.firstcentral.username ||
        body.password !== FAKE_CREDENTIALS.firstcentral.password
      ) {
        return refuse(reply, 401, 'Invalid Login Credentials');
      }
      const ticket = randomBytes(16).toString('hex');
      tickets.add(ticket);
      return [{ DataTicket: ticket }];
    });
    scope.post('/ConnectConsumerMatch', async (req, reply) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      if (typeof b.DataTicket !== 'string' || !tickets.has(b.DataTicket))
        return refuse(reply, 401, 'Invalid or expired DataTicket');
      if (typeof b.EnquiryReason !== 'string' || b.EnquiryReason.trim().length < 5)
        return refuse(reply, 400, 'EnquiryReason is required');
      if (b.ProductID !== FAKE_CREDENTIALS.firstcentral.productId) return refuse(reply, 400, 'Product not subscribed');
      if (typeof b.Identification !== 'string' || !/^\d{11}$/.test(b.Identification))
        return refuse(reply, 400, 'Identification must be an 11-digit BVN');
      if (typeof b.DateOfBirth !== 'string' || !/^\d{2}\/\d{2}\/\d{4}$/.test(b.DateOfBirth))
        return refuse(reply, 400, 'DateOfBirth must be dd/MM/yyyy');
      const file = fileOf(BUREAU_TEST_BVNS, b.Identification);
      if (file === 'outage') return refuse(reply, 503, 'Service Unavailable');
      if (!file) return [{ MatchedConsumer: [] }];
      seq += 1;
      const id = `${seq}`;
      enquiries.set(id, file);
      return [
        {
          MatchedConsumer: [
            { ConsumerID: `C${id}`, MatchingEngineID: `M${id}`, EnquiryID: id, FirstName: 'TEST', Surname: 'PERSON' },
          ],
        },
      ];
    });
    scope.post('/GetConsumerFullCreditReport', async (req, reply) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      if (typeof b.DataTicket !== 'string' || !tickets.has(b.DataTicket))
        return refuse(reply, 401, 'Invalid or expired DataTicket');
      const id = String(b.EnquiryID ?? '');
      const file = enquiries.get(id);
      if (!file || file === 'outage' || b.consumerID !== `C${id}` || b.SubscriberEnquiryEngineID !== `M${id}`)
        return refuse(reply, 400, 'Unknown enquiry');
      return fullReport(file, world);
    });
  },
};
