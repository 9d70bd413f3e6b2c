// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server.node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/markets/market';
import { MX_STATES } from '../../../domain/markets/mx/states';
import { NG_STATES } from '../../../domain/markets/ng/states';
import { loadNamespace, showLanguage, translate } from '../../i18n/i18n';
import type { DataExport } from './api/my-data';
import { DataExportView } from './components/data-export-view';

const at = '2027-02-21T14:05:00.000Z';
const data: DataExport = {
  format: 'presta-data-export',
  version: 1,
  generatedAt: at,
  language: 'en',
  account: {
    userId: 7,
    mobile: '+2348031234567',
    market: 'ng',
    language: 'en',
    app: 'com.presta.ng',
    registeredAt: at,
    lastLoginAt: at,
  },
  profile: {
    personalInfo: { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', birthday: '1990-05-17' },
    additionInfo: null,
    identity: { idBack: true, idFront: true, face: true, completed: true },
    bankCards: [{ id: 3, bankName: 'GTBank', accountMasked: '******4570', bvnMasked: '*******6789' }],
    questionnaire: null,
  },
  identityPhotos: [{ kind: 'face', takenAt: at, replacedAt: null }],
  identityChecks: [{ kind: 'bvn', status: 'passed', checkedAt: at }],
  creditLimit: null,
  loans: [
    {
      orderNo: 'PR123',
      status: 9,
      productName: 'Quick',
      currency: 'NGN',
      amount: 1_000_000,
      days: 91,
      processingFee: null,
      feeTax: null,
      interest: null,
      received: null,
      repayment: null,
      dueDate: null,
      createdAt: at,
      submittedAt: at,
      approvedAt: null,
      rejectedAt: at,
      disbursedAt: null,
      finishedAt: null,
      cancelledAt: null,
      decision: {
        outcome: 'reject',
        decidedAt: at,
        refusalReasons: [
          {
            code: 'lowIncome',
            text: 'Your monthly income is low for a loan from us.',
            advice: 'A higher or more regular income helps.',
          },
        ],
      },
      agreements: [],
      movements: [],
    },
    {
      orderNo: 'PR124',
      status: 4,
      productName: 'Quick',
      currency: 'NGN',
      amount: 500_000,
      days: 91,
      processingFee: null,
      feeTax: null,
      interest: null,
      received: null,
      repayment: null,
      dueDate: null,
      createdAt: at,
      submittedAt: at,
      approvedAt: at,
      rejectedAt: null,
      disbursedAt: at,
      finishedAt: at,
      cancelledAt: null,
      decision: null,
      agreements: [],
      movements: [
        {
          at,
          kind: 'repayment',
          lines: [
            { account: 'providerCash', debit: 530_000, credit: 0 },
            { account: 'loanPrincipal', debit: 0, credit: 530_000 },
          ],
        },
      ],
    },
  ],
  messages: [{ at, channel: 'sms', purpose: 'login', status: 'delivered', to: '*******4567' }],
  consents: [],
  coupons: [],
  complaints: [],
  requests: [],
};

/** A Mexican borrower with every section filled, each enumerated field holding a code, as the server exports it. */
const mx: DataExport = {
  ...data,
  language: 'es',
  account: { ...data.account, mobile: '+525512345678', market: 'mx', language: 'es', app: 'com.presta.mx' },
  profile: {
    personalInfo: {
      firstName: 'Lucía',
      lastName: 'Hernández',
      gender: 2,
      birthday: '1990-05-17',
      education: 'bachelors',
      maritalStatus: 'married',
      email: 'lucia@example.com',
      loanPurpose: 'health',
      residenceType: 'ownHouse',
      state: 'CMX',
      city: 'Coyoacán',
      address: 'Av. Universidad 100',
      pinCode: '04510',
      language: 'es',
      nationalId: '**************0H01',
      rfc: '*********AB1',
    },
    additionInfo: {
      employmentType: 'employee',
      monthlySalary: '30000-49999',
      companyName: 'Tiendas Sol',
      industryCategory: 'retail',
      jobExperience: 'in1_3Years',
      payFrequency: 'Monthly',
      monthlyPayday: 15,
      incomeSource: 'otherFamilyMember',
      designation: 'supervisor',
      workThereTime: 'in6To12Months',
      payMethod: 'cash',
      emergencyContactName1: 'Rosa',
      emergencyContactMobile1: '5512340000',
      emergencyContactRelation1: 'parents',
      emergencyContactName2: 'Juan',
      emergencyContactMobile2: '5512340001',
      emergencyContactRelation2: 'friends',
    },
    identity: { idBack: true, idFront: true, face: true, completed: true },
    bankCards: [
      {
        id: 4,
        cardType: 'CLABE',
        bankCode: '40012',
        bankName: 'BBVA México',
        branchCode: null,
        accountMasked: '**************4571',
        accountName: 'LUCIA HERNANDEZ',
        validPeriod: null,
        bvnMasked: null,
        phone: null,
        isPrimary: true,
      },
    ],
    questionnaire: { '1': 'no', '3': 'good' },
  },
  identityChecks: [{ kind: 'curp', status: 'passed', checkedAt: at }],
  loans: [
    {
      ...data.loans[1],
      orderNo: 'PR200',
      currency: 'MXN',
      movements: [
        {
          at,
          kind: 'disbursement',
          lines: [
            { account: 'loanPrincipal', debit: 500_000, credit: 0 },
            { account: 'providerCash', debit: 0, credit: 500_000 },
          ],
        },
        {
          at,
          kind: 'penalty',
          lines: [
            { account: 'loanPenalty', debit: 2_000, credit: 0 },
            { account: 'penaltyIncome', debit: 0, credit: 2_000 },
          ],
        },
        {
          at,
          kind: 'repayment',
          lines: [
            { account: 'providerCash', debit: 530_000, credit: 0 },
            { account: 'loanPrincipal', debit: 0, credit: 530_000 },
          ],
        },
      ],
    },
  ],
  messages: [
    { at, channel: 'sms', purpose: 'register', status: 'delivered', to: '******5678' },
    { at, channel: 'whatsapp', purpose: 'reminder', status: 'failed', to: '******5678' },
  ],
  consents: [
    { kind: 'terms', version: 'v1.1', givenAt: at, withdrawnAt: null },
    { kind: 'devicePermissions', version: 'v2', givenAt: at, withdrawnAt: at },
  ],
  complaints: [
    {
      caseNo: 'QX-2027-0001',
      category: 'charges',
      status: 'inProgress',
      text: 'Me cobraron dos veces.',
      hasPhoto: false,
      createdAt: at,
      answerBy: at,
      resolvedAt: null,
      updates: [
        { kind: 'reply', status: null, text: 'Estamos revisando tu pago.', at },
        { kind: 'status', status: 'inProgress', text: null, at },
      ],
    },
  ],
};

/** The same borrower in Nigeria: a weekly payday, a bank account by NUBAN, a Lagos address. */
const ng: DataExport = {
  ...mx,
  language: 'en',
  account: data.account,
  profile: {
    ...mx.profile,
    // Nigeria's form asks for no CURP or RFC.
    personalInfo: {
      ...Object.fromEntries(
        Object.entries(mx.profile.personalInfo!).filter(([k]) => k !== 'nationalId' && k !== 'rfc'),
      ),
      gender: 1,
      state: 'LA',
      city: 'Ikeja',
      language: 'en',
    },
    additionInfo: { ...mx.profile.additionInfo, payFrequency: 'Weekly', monthlyPayday: 'friday' },
    bankCards: [
      {
        ...mx.profile.bankCards[0],
        cardType: 'bankAccount',
        bankCode: '058',
        bankName: 'GTBank',
        bvnMasked: '*******6789',
      },
    ],
  },
  loans: [{ ...mx.loans[0], currency: 'NGN' }],
};

const STATES = { mx: MX_STATES, ng: NG_STATES };
const stateName = (record: DataExport) => (code: string) =>
  STATES[record.account.market].find((s) => s.code === code)?.name;
const t = (lang: Language) => (key: string, options?: Record<string, unknown>) =>
  translate(lang, ['me', 'common'], key, options);
function page(lang: Language, record: DataExport = data): string {
  showLanguage(lang);
  return renderToStaticMarkup(<DataExportView data={record} lang={lang} t={t(lang)} stateName={stateName(record)} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Codes and keys the export holds that a reader must never see on the page, whatever the language. */
const RAW = [
  'bachelors',
  'ownHouse',
  'otherFamilyMember',
  'in1_3Years',
  'in6To12Months',
  '30000-49999',
  'bankName',
  'bankCode',
  'accountName',
  'isPrimary',
  'cardType',
  'true',
  'disbursement',
  'whatsapp',
  'devicePermissions',
  'inProgress',
  'caseNo',
  '{"',
  'me:',
  'service:',
  'common:',
  'undefined',
];
/**
 * Codes that are English words: in Spanish none may remain; in English the labels are those words, capitalised or in a
 * phrase.
 */
const ENGLISH_CODES = [
  'married',
  'health',
  'employee',
  'Monthly',
  'cash',
  'parents',
  'friends',
  'retail',
  'supervisor',
  'repayment',
  'penalty',
  'register',
  'reminder',
  'delivered',
  'failed',
  'terms ',
  'charges',
  'passed',
];

beforeAll(async () => {
  for (const lang of ['en', 'es'] as const)
    await Promise.all(['common', 'me', 'service'].map((ns) => loadNamespace(lang, ns)));
});

describe('Download my data: the readable page (issue 28.3)', () => {
  it("lays out every section in English with the forms' labels, masked numbers, the decision's reasons and the money movements", () => {
    const text = page('en');
    for (const s of [
      'Personal details',
      'Bank accounts',
      'Loans and decisions',
      'Messages we sent you',
      'Consents you gave',
      'Complaints',
    ])
      expect(text).toContain(s);
    expect(text).toContain('First name Ada');
    expect(text).toContain('17 May 1990');
    expect(text).not.toContain('1990-05-17');
    expect(text).toContain('Account number ******4570');
    expect(text).toContain('Your monthly income is low for a loan from us.');
    expect(text).toContain('Not approved');
    expect(text).toContain('Paid off');
    expect(text).toContain('Every money movement of this loan');
    expect(text).toContain('₦5,300');
    expect(text).toContain('Nothing held.');
    expect(text).not.toMatch(/me:myData|undefined/);
  });

  it('reads in Spanish', () => {
    const text = page('es');
    expect(text).toContain('Datos personales');
    expect(text).toContain('Préstamos y decisiones');
    expect(text).toContain('Número de cuenta ******4570');
    expect(text).toContain('No aprobado');
    expect(text).not.toMatch(/me:myData|undefined/);
  });

  it("reads a full Mexican record in Spanish: every code through the forms' labels, the state by name, no key or raw value", () => {
    const text = page('es', mx);
    for (const shown of [
      'Género Mujer',
      'Nivel de estudios Licenciatura',
      'Estado civil Casado(a)',
      'Destino del préstamo Salud',
      'Tipo de vivienda Casa propia',
      'Estado Ciudad de México',
      'Municipio o alcaldía Coyoacán',
      'Idioma preferido Español',
      'RFC *********AB1',
      'Situación laboral Empleado(a)',
      'Ingreso mensual 8,000 – 15,999',
      'Sector Comercio',
      'Antigüedad laboral De 1 a 3 años',
      'Frecuencia de pago Mensual',
      'Día de pago 15',
      'Fuente de ingresos Otro familiar',
      'Puesto Supervisor(a)',
      'Tiempo en este trabajo De 6 a 12 meses',
      'Forma de pago Efectivo',
      'Parentesco con el contacto 1 Padre o madre',
      'Parentesco con el contacto 2 Amigo(a)',
    ])
      expect(text).toContain(shown);
    // The bank once, by name; the holder and whether it receives the money in words.
    expect(text).toContain('Banco BBVA México');
    expect(text).not.toContain('40012');
    expect(text).toContain('Titular de la cuenta LUCIA HERNANDEZ');
    expect(text).toContain('Recibe el dinero Sí');
    expect(text).toContain('Recibir el dinero en CLABE');
    // A CLABE has no BVN, expiry or branch: no empty rows for them.
    expect(text).not.toMatch(/BVN|Vencimiento|Sucursal/);
    expect(text).toContain('¿Has dejado de pagar algún préstamo en los últimos 6 meses? No');
    expect(text).toContain('Verificación de la CURP · aprobada');
    for (const kind of ['Dinero enviado a ti', 'Penalización por atraso', 'Pago recibido'])
      expect(text).toContain(kind);
    expect(text).toContain('SMS · Código de registro · entregado · ******5678');
    expect(text).toContain('WhatsApp · Recordatorio de pago · no enviado');
    expect(text).toMatch(/Términos y Condiciones y Aviso de Privacidad · Aceptado el .*2027.* \(versión v1\.1\)/);
    // A withdrawn consent says so: it no longer stands.
    expect(text).toMatch(/\(versión v2\) · Retirado el .*2027/);
    expect(text).not.toMatch(/\(versión v1\.1\) · Retirado/);
    expect(text).toContain('QX-2027-0001 · Intereses, comisiones o cargos · En atención · Presentada');
    expect(text).toContain('Me cobraron dos veces.');
    expect(text).toContain('Estamos revisando tu pago.');
    for (const raw of [...RAW, ...ENGLISH_CODES, 'Género 2', 'CMX']) expect(text).not.toContain(raw);
  });

  it('reads a full Nigerian record in English: a weekly payday as its weekday, the state by name, the account type in words', () => {
    const text = page('en', ng);
    for (const shown of [
      'Gender Male',
      "Education Bachelor's degree",
      'Marital status Married',
      'Loan purpose Health',
      'Residence type Own house',
      'State Lagos',
      'Preferred language English',
      'Employment type Employee',
      'Monthly income 30,000 – 49,999',
      'Industry Retail',
      'Job experience 1 to 3 years',
      'Pay frequency Weekly',
      'Payday Friday',
      'Source of income Other family member',
      'Position Supervisor',
      'Time at this work 6 to 12 months',
      'How you are paid Cash',
      'Relationship with contact 1 Parent',
      'Bank GTBank',
      'Account holder LUCIA HERNANDEZ',
      'Receives the money Yes',
      'Receive money by Bank account',
      'BVN *******6789',
      'Money sent to you',
      'Overdue penalty',
      'Payment received',
      'SMS · Sign-up code · delivered',
      'Terms and Conditions and Privacy Policy · Accepted on',
      'QX-2027-0001 · Interest, fees or charges · Being handled · Filed',
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain('058');
    for (const raw of [
      ...RAW,
      'Gender 1',
      'State LA',
      'friday',
      'bankAccount',
      'Marital status married',
      'Industry retail',
      'sms ·',
    ])
      expect(text).not.toContain(raw);
  });

  it('shows a value it has no words for as saved, without a key and without breaking', () => {
    const odd: DataExport = {
      ...mx,
      profile: {
        ...mx.profile,
        personalInfo: {
          gender: 9,
          education: 'phd',
          state: 'XX',
          maritalStatus: 'constructor',
          favouriteColour: 'teal',
        },
        // An account saved without the bank's name is still shown by its bank, by code.
        bankCards: [{ id: 1, cardType: 'cheque', bankCode: '99999', bankName: null, accountMasked: '****1234' }],
      },
      loans: [{ ...mx.loans[0], movements: [{ at, kind: 'mysteryFee', lines: [] }] }],
      messages: [{ at, channel: 'pigeon', purpose: 'hello', status: 'lost', to: '***' }],
      consents: [{ kind: 'newsletter', version: 'v9', givenAt: at, withdrawnAt: null }],
      complaints: [{ caseNo: 'QX-9', category: 'newThing', status: 'weird' }],
    };
    const text = page('es', odd);
    for (const shown of [
      'Género 9',
      'Nivel de estudios phd',
      'Banco 99999',
      'Recibir el dinero en cheque',
      'Estado XX',
      'Estado civil constructor',
      'favouriteColour teal',
      'mysteryFee',
      'pigeon · hello · lost',
      'newsletter',
      'QX-9 · newThing · weird',
    ])
      expect(text).toContain(shown);
    expect(text).not.toMatch(/me:myData|service:|common:|undefined|function/);
  });
});
