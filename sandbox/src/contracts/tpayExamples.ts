// Recorded request/answer pairs for every Tpay Open API call the product makes, restated in our own values
// from Tpay's documentation, its PHP SDK and what public integrations observed: a form-encoded client
// credentials grant, Bearer calls with JSON bodies, BLIK level 0 inside the create call (a refused code still
// answers `result: "success"` with the error under `payments.errors`), `{result: "failed", errors[]}` on
// refusals. The simulator must answer each request this way (`facts` and the shape), and the BFF's client must
// send these requests and read these answers (`body`). Requests run in order; `{id}` stands for the id of the
// transaction the last create returned.
import { PLACEHOLDER_EMAIL } from '@booking/shared-contracts';
import type { ExampleProvenance, SourcedFact } from './provenance';
import type { TpayShape } from './tpaySchemas';

export type TpayEndpoint = 'token' | 'create' | 'get' | 'pay' | 'cancel' | 'channels' | 'bankGroups';

export interface TpayExample {
  name: string;
  endpoint: TpayEndpoint;
  /** Where each fact the example relies on comes from. */
  provenance: ExampleProvenance;
  request: {
    method: 'GET' | 'POST';
    path: string;
    /** `client_id` and `client_secret` of a token request, form-encoded. */
    form?: Record<string, string>;
    /** A JSON body. */
    body?: unknown;
    /** A request the client never makes: only the simulator answers it. */
    simulatorOnly?: true;
  };
  response: {
    status: number;
    shape: TpayShape;
    /** The answer as the provider gave it, in our values: what the client is checked against. */
    body: unknown;
    /** What the simulator's answer must carry (a part of `body`). */
    facts: unknown;
  };
}

export const TPAY_EXAMPLE_CLIENT = { clientId: 'demo-tpay-client', clientSecret: 'demo-tpay-secret' };

const token = {
  issued_at: 1_780_481_600,
  scope: 'read',
  expires_in: 7200,
  token_type: 'Bearer',
  client_id: TPAY_EXAMPLE_CLIENT.clientId,
  access_token: 'tpay-example-access-token-0001',
};
/** The token every resource call of the examples carries. */
export const TPAY_EXAMPLE_TOKEN = token.access_token;

const refusal = (errorCode: string, errorMessage: string, fieldName: string | null = null) => ({
  result: 'failed',
  requestId: 'f00dfeed-0000-4000-8000-000000000001',
  errors: [
    { errorCode, errorMessage, fieldName, devMessage: errorMessage, docUrl: 'https://openapi.tpay.com/' },
  ],
});

const callbacks = {
  payerUrls: { success: 'https://shop.example/done', error: 'https://shop.example/failed' },
  notification: { url: 'https://bff.example/api/webhooks/tpay' },
};

/** A create body as the BFF sends it for a held booking of 320.00 PLN. */
const createBody = (payer: Record<string, string>, pay: Record<string, unknown>) => ({
  amount: 320,
  currency: 'PLN',
  description: 'Vistula Kayak Trip 2026-06-16 10:00',
  hiddenDescription: 'KAY-41020001',
  payer,
  callbacks,
  pay,
});
const zofia = { email: 'zofia@example.com', name: 'Zofia Wiśniewska' };
const blik = (blikToken: string) => ({
  groupId: 150,
  method: 'transfer',
  blikPaymentData: { blikToken, type: 0 },
});

const transaction = (id: string, payer: Record<string, string>, payments: Record<string, unknown> = {}) => ({
  result: 'success',
  requestId: 'f00dfeed-0000-4000-8000-000000000002',
  transactionId: id,
  title: `TR-KAY-${id.slice(-7).toUpperCase()}`,
  posId: 'ps_example01',
  status: 'pending',
  date: { creation: '2026-06-10 11:00:00', realization: null },
  amount: 320,
  currency: 'PLN',
  description: 'Vistula Kayak Trip 2026-06-16 10:00',
  hiddenDescription: 'KAY-41020001',
  payer: {
    payerId: 'py_example0000001',
    phone: '',
    address: '',
    city: '',
    country: '',
    postalCode: '',
    ...payer,
  },
  payments: {
    status: 'pending',
    method: 'transfer',
    amountPaid: 0,
    date: { realization: null },
    ...payments,
  },
  transactionPaymentUrl: `https://secure.tpay.example/?title=TR-KAY-${id.slice(-7).toUpperCase()}`,
});

const pendingFacts = { result: 'success', status: 'pending', amount: 320, currency: 'PLN' };

// Where the facts come from (docs/providers/tpay.md names each source).
const T_AUTH = 'docs-api.tpay.com "Authorization" (first-steps/authorization)';
const T_FIRST = 'docs-api.tpay.com "First transaction" (en/first-steps/first-transaction)';
const T_PM = 'docs-api.tpay.com "List of payment methods" (en/first-steps/list-of-payment-methods)';
const T_BLIK = 'docs-api.tpay.com "BLIK" (en/payment-methods/blik)';
const sdk = (file: string) => `Tpay's PHP SDK tpay-com/tpay-openapi-php@b7ce991 ${file}`;
const IOS = (file: string) =>
  `Tpay's iOS SDK tpay-com/tpay-ios@da58180 Tpay/Tpay/Sources/Internal/Core/Services/REST/DTOs/Responses/Transaction/${file}`;
const ANDROID = (file: string) =>
  `Tpay's Android SDK tpay-com/tpay-android@bd9fd4c sdk/src/main/kotlin/com/tpay/sdk/${file}`;
const SYL =
  "coldic3/CommerceWeaversSyliusTpayPlugin@79308a2 tests/Contract/Tpay/CreateTransactionTest.php (run against Tpay's sandbox)";
const ON_TPAY_SANDBOX = "on Tpay's sandbox (openapi.sandbox.tpay.com)";

const known = {
  tokenForm: {
    fact: 'the token grant is a form-encoded POST /oauth/auth with client_id and client_secret',
    kind: 'documented',
    source: T_AUTH,
  },
  tokenFields: {
    fact: 'the token answer {issued_at, scope, expires_in, token_type "Bearer", client_id, access_token}',
    kind: 'documented',
    source: sdk('src/Model/Objects/Authorization/Token.php'),
  },
  tokenLifetime: {
    fact: 'a token lives 7200 s',
    kind: 'assumed',
    why: "the SDK's test fixtures use expires_in 7200 and it caches tokens for 7100 s; the docs do not say",
    confirmBy: `a token grant ${ON_TPAY_SANDBOX}`,
  },
  bearer: {
    fact: 'resource calls carry Authorization: Bearer <access_token> and JSON bodies',
    kind: 'documented',
    source: T_FIRST,
  },
  refusalShape: {
    fact: 'a refusal is {result "failed", requestId, errors[{errorCode, errorMessage, fieldName, devMessage, docUrl}]}',
    kind: 'captured',
    source: SYL,
  },
  refusalStatuses: {
    fact:
      'refusal statuses and codes: 401 invalid_client, 400 transaction_not_pending and field_required, ' +
      '404 transaction_not_found',
    kind: 'assumed',
    why: 'the SDK reads the body whatever the status; only payment_failed was ever captured',
    confirmBy: `a wrong secret, a second cancel, a payer without e-mail and an unknown id ${ON_TPAY_SANDBOX}`,
  },
  createBody: {
    fact: 'create body: amount in PLN, description, hiddenDescription, payer {email, name}, callbacks, pay',
    kind: 'documented',
    source: sdk('src/Model/RequestBody/Transaction.php and src/Model/Fields/Transaction/*'),
  },
  payerRequired: {
    fact: 'payer.email and payer.name are required',
    kind: 'documented',
    source: sdk('src/Model/Objects/Transactions/Payer.php'),
  },
  createdFields: {
    fact:
      'a created transaction: result, transactionId, title, posId, status "pending", date, amount, payer, ' +
      'payments, transactionPaymentUrl',
    kind: 'documented',
    source: T_FIRST,
  },
  createdAsCaptured: {
    fact: 'unset payer fields come back as "", payments.method is null or "pay_by_link"',
    kind: 'captured',
    source: SYL,
  },
  blikInCreate: {
    fact: 'BLIK level 0 inside the create call (pay.groupId 150); code 777123 leaves it pending',
    kind: 'captured',
    source: SYL,
  },
  blikGroup: { fact: 'BLIK is group 150', kind: 'documented', source: T_BLIK },
  blikBody: {
    fact: 'BLIK pay body {groupId 150, method "transfer", blikPaymentData {blikToken, type 0}}',
    kind: 'documented',
    source: sdk('examples/TransactionsApi/BlikPayment.php'),
  },
  blikRefused: {
    fact: 'a refused code (111234) still answers result "success", the refusal in payments.errors[payment_failed]',
    kind: 'captured',
    source: SYL,
  },
  payAccepted: {
    fact: '/pay answers result "success" when the code is accepted; the payment is final on notification',
    kind: 'documented',
    source: sdk('examples/TransactionsApi/BlikPayment.php'),
  },
  transactionCalls: {
    fact: 'GET /transactions/{id}, POST /transactions/{id}/pay and POST /transactions/{id}/cancel (no body)',
    kind: 'documented',
    source: sdk('src/Api/Transactions/TransactionsApi.php'),
  },
  cancelAnswer: {
    fact: 'cancel answers {result "success", requestId}',
    kind: 'assumed',
    why: 'a Medusa provider checks result "success"; the answer is not in the docs',
    confirmBy: `cancel a pending transaction ${ON_TPAY_SANDBOX}`,
  },
  channels: {
    fact:
      'channels[] {id, name, fullName, image.url, available, instantRedirection, groups[]}; ' +
      'available false is blocked',
    kind: 'documented',
    source: T_PM,
  },
  channelsEnvelope: {
    fact: 'the channels answer also carries result, requestId, language, currency, onlinePayment and constraints[]',
    kind: 'assumed',
    why: 'other answers carry result and requestId; the constraints JSON is unpublished (the Android SDK models it)',
    confirmBy: `GET /transactions/channels ${ON_TPAY_SANDBOX}`,
  },
  bankGroupsQuery: {
    fact: 'GET /transactions/bank-groups?onlyOnline=true lists the groups payable online',
    kind: 'documented',
    source: sdk('src/Api/Transactions/TransactionsApi.php (getBankGroups)'),
  },
  bankGroups: {
    fact: 'bank groups keyed by group id, each {id, name, img, mainChannel}; 108 is a bank payable online',
    kind: 'assumed',
    why: "Tpay's PrestaShop module looks groups up by id and reads mainChannel; id, name, img are the legacy names",
    confirmBy: `GET /transactions/bank-groups?onlyOnline=true ${ON_TPAY_SANDBOX}`,
  },
  blikWindow: {
    fact: 'a BLIK code is valid for 2 minutes and the payer confirms the payment in the banking app',
    kind: 'documented',
    source: T_BLIK,
  },
  statusValues: {
    fact: 'transaction status pending, paid, correct, refund or error; payments.status pending, correct or declined',
    kind: 'documented',
    source: IOS('TransactionDTO+TransactionStatus.swift and Payments/TransactionDTO+Payments+Status.swift'),
  },
  attemptShape: {
    fact: 'payments.attempts[] {date, paymentErrorCode}; a BLIK payment with an attempt error has failed',
    kind: 'documented',
    source: ANDROID('server/dto/parts/AttemptDTO.kt and server/dto/response/GetTransactionResponseDTO.kt'),
  },
  attemptCodes: {
    fact:
      'paymentErrorCode 100 unknown BLIK error, 101 declined by the payer, 102 general BLIK error, ' +
      '103 insufficient funds, 104 BLIK system timeout',
    kind: 'documented',
    source: IOS('Payments/TransactionDTO+Payments+Attempts+AttemptError.swift'),
  },
  timeoutStaysPending: {
    fact: 'a BLIK attempt that timed out leaves the transaction pending, payable with a new code',
    kind: 'assumed',
    why:
      "Tpay's Android SDK reads a BLIK failure from attempts[] over a pending status; no source shows a " +
      'transaction after a timeout',
    confirmBy: `let a BLIK code go unconfirmed for 2 minutes ${ON_TPAY_SANDBOX}, then GET the transaction`,
  },
  sandboxTimeoutCode: {
    fact: 'sandbox code 104123 stands for a payer who never confirms until the code times out',
    kind: 'assumed',
    why: 'Tpay publishes no BLIK test codes for its sandbox; the prefix echoes attempt error 104',
    confirmBy: `ask Tpay for sandbox BLIK codes per outcome, or use real codes ${ON_TPAY_SANDBOX}`,
  },
} satisfies Record<string, SourcedFact>;

export const tpayExamples: readonly TpayExample[] = [
  {
    name: 'token: a form-encoded client credentials grant',
    endpoint: 'token',
    provenance: [known.tokenForm, known.tokenFields, known.tokenLifetime],
    request: {
      method: 'POST',
      path: '/oauth/auth',
      form: { client_id: TPAY_EXAMPLE_CLIENT.clientId, client_secret: TPAY_EXAMPLE_CLIENT.clientSecret },
    },
    response: {
      status: 200,
      shape: 'token',
      body: token,
      facts: { token_type: 'Bearer', client_id: TPAY_EXAMPLE_CLIENT.clientId, expires_in: 7200 },
    },
  },
  {
    name: 'token: a wrong secret',
    endpoint: 'token',
    provenance: [known.tokenForm, known.refusalShape, known.refusalStatuses],
    request: {
      method: 'POST',
      path: '/oauth/auth',
      form: { client_id: TPAY_EXAMPLE_CLIENT.clientId, client_secret: 'not-the-secret' },
    },
    response: {
      status: 401,
      shape: 'error',
      body: refusal('invalid_client', 'Invalid client credentials'),
      facts: { result: 'failed' },
    },
  },
  {
    name: 'create: BLIK level 0 with an accepted code opens a pending transaction',
    endpoint: 'create',
    provenance: [
      known.bearer,
      known.createBody,
      known.blikGroup,
      known.blikBody,
      known.blikInCreate,
      known.createdFields,
      known.createdAsCaptured,
    ],
    request: { method: 'POST', path: '/transactions', body: createBody(zofia, blik('777123')) },
    response: {
      status: 200,
      shape: 'transaction',
      body: transaction('ta_kayak00000001', zofia),
      facts: { ...pendingFacts, hiddenDescription: 'KAY-41020001', payer: zofia },
    },
  },
  {
    name: 'get: the transaction just created',
    endpoint: 'get',
    provenance: [known.bearer, known.transactionCalls, known.createdFields],
    request: { method: 'GET', path: '/transactions/{id}' },
    response: {
      status: 200,
      shape: 'transaction',
      body: transaction('ta_kayak00000001', zofia),
      facts: pendingFacts,
    },
  },
  {
    name: 'cancel: a pending transaction',
    endpoint: 'cancel',
    provenance: [known.transactionCalls, known.cancelAnswer],
    request: { method: 'POST', path: '/transactions/{id}/cancel' },
    response: {
      status: 200,
      shape: 'result',
      body: { result: 'success', requestId: 'f00dfeed-0000-4000-8000-000000000003' },
      facts: { result: 'success' },
    },
  },
  {
    name: 'cancel: a transaction no longer pending is refused',
    endpoint: 'cancel',
    provenance: [known.transactionCalls, known.refusalShape, known.refusalStatuses],
    request: { method: 'POST', path: '/transactions/{id}/cancel' },
    response: {
      status: 400,
      shape: 'error',
      body: refusal('transaction_not_pending', 'Transaction is canceled'),
      facts: { result: 'failed' },
    },
  },
  {
    name: 'create: a refused BLIK code still creates the transaction, the refusal under payments.errors',
    endpoint: 'create',
    provenance: [known.createBody, known.blikBody, known.blikRefused],
    request: { method: 'POST', path: '/transactions', body: createBody(zofia, blik('111234')) },
    response: {
      status: 200,
      shape: 'transaction',
      body: transaction('ta_kayak00000002', zofia, {
        errors: [
          {
            errorCode: 'payment_failed',
            errorMessage: 'The BLIK payment was not made.',
            fieldName: null,
          },
        ],
      }),
      facts: { ...pendingFacts, payments: { errors: [{ errorCode: 'payment_failed' }] } },
    },
  },
  {
    name: 'pay: another BLIK code for the same transaction',
    endpoint: 'pay',
    provenance: [known.transactionCalls, known.blikBody, known.payAccepted],
    request: { method: 'POST', path: '/transactions/{id}/pay', body: blik('777456') },
    response: {
      status: 200,
      shape: 'result',
      body: { result: 'success', requestId: 'f00dfeed-0000-4000-8000-000000000004' },
      facts: { result: 'success' },
    },
  },
  {
    name: 'create: a bank transfer for a payer who gave no e-mail carries the placeholder Tpay requires',
    endpoint: 'create',
    provenance: [
      known.createBody,
      known.payerRequired,
      known.createdFields,
      known.createdAsCaptured,
      known.bankGroups,
    ],
    request: {
      method: 'POST',
      path: '/transactions',
      body: createBody(
        { email: PLACEHOLDER_EMAIL, name: 'Jan Gazda', phone: '+48600700800' },
        { groupId: 108 },
      ),
    },
    response: {
      status: 200,
      shape: 'transaction',
      body: transaction(
        'ta_kayak00000003',
        { email: PLACEHOLDER_EMAIL, name: 'Jan Gazda', phone: '+48600700800' },
        { method: 'pay_by_link' },
      ),
      facts: { ...pendingFacts, payer: { email: PLACEHOLDER_EMAIL, phone: '+48600700800' } },
    },
  },
  {
    name: 'create: a payer without an e-mail is refused',
    endpoint: 'create',
    provenance: [known.payerRequired, known.refusalShape, known.refusalStatuses],
    request: {
      method: 'POST',
      path: '/transactions',
      body: createBody({ name: 'Jan Gazda' }, { groupId: 108 }),
      simulatorOnly: true,
    },
    response: {
      status: 400,
      shape: 'error',
      body: refusal('field_required', 'payer.email is required', 'payer.email'),
      facts: { result: 'failed', errors: [{ fieldName: 'payer.email' }] },
    },
  },
  {
    name: 'get: an id Tpay never issued',
    endpoint: 'get',
    provenance: [known.transactionCalls, known.refusalShape, known.refusalStatuses],
    request: { method: 'GET', path: '/transactions/ta_unknown0000000' },
    response: {
      status: 404,
      shape: 'error',
      body: refusal('transaction_not_found', 'Transaction not found'),
      facts: { result: 'failed' },
    },
  },
  {
    name: 'channels: every channel with its groups, blocked ones flagged unavailable',
    endpoint: 'channels',
    provenance: [known.channels, known.blikGroup, known.channelsEnvelope],
    request: { method: 'GET', path: '/transactions/channels' },
    response: {
      status: 200,
      shape: 'channels',
      body: {
        result: 'success',
        requestId: 'f00dfeed-0000-4000-8000-000000000005',
        language: 'pl',
        currency: 'PLN',
        channels: [
          {
            id: '64',
            name: 'BLIK',
            fullName: 'BLIK',
            image: { url: 'https://secure.tpay.example/img/150.svg' },
            available: true,
            onlinePayment: true,
            instantRedirection: false,
            groups: [{ id: '150', name: 'BLIK', image: { url: 'https://secure.tpay.example/img/150.svg' } }],
            constraints: [],
          },
          {
            id: '9',
            name: 'Credit Agricole',
            fullName: 'Credit Agricole',
            image: { url: 'https://secure.tpay.example/img/116.svg' },
            available: false,
            onlinePayment: true,
            instantRedirection: false,
            groups: [
              {
                id: '116',
                name: 'Credit Agricole',
                image: { url: 'https://secure.tpay.example/img/116.svg' },
              },
            ],
            constraints: [],
          },
        ],
      },
      facts: { result: 'success' },
    },
  },
  {
    name: 'bank groups: only those payable online, keyed by group id',
    endpoint: 'bankGroups',
    provenance: [known.bankGroupsQuery, known.bankGroups],
    request: { method: 'GET', path: '/transactions/bank-groups?onlyOnline=true' },
    response: {
      status: 200,
      shape: 'bankGroups',
      body: {
        result: 'success',
        requestId: 'f00dfeed-0000-4000-8000-000000000006',
        groups: {
          '150': { id: 150, name: 'BLIK', img: 'https://secure.tpay.example/img/150.svg', mainChannel: '64' },
          '108': {
            id: 108,
            name: 'PKO BP',
            img: 'https://secure.tpay.example/img/108.svg',
            mainChannel: '4',
          },
        },
      },
      facts: { result: 'success', groups: { '150': { id: 150 }, '108': { id: 108 } } },
    },
  },
  {
    name: 'create: a BLIK code the payer will never confirm is accepted like any other',
    endpoint: 'create',
    provenance: [known.createBody, known.blikBody, known.blikWindow, known.sandboxTimeoutCode],
    request: { method: 'POST', path: '/transactions', body: createBody(zofia, blik('104123')) },
    response: {
      status: 200,
      shape: 'transaction',
      body: transaction('ta_kayak00000004', zofia),
      facts: pendingFacts,
    },
  },
  {
    name: 'get: past the code window the timed-out attempt shows as paymentErrorCode 104, still pending',
    endpoint: 'get',
    provenance: [
      known.transactionCalls,
      known.statusValues,
      known.attemptShape,
      known.attemptCodes,
      known.timeoutStaysPending,
    ],
    request: { method: 'GET', path: '/transactions/{id}' },
    response: {
      status: 200,
      shape: 'transaction',
      body: transaction('ta_kayak00000004', zofia, {
        attempts: [{ date: '2026-06-10 11:02:00', paymentErrorCode: '104' }],
      }),
      facts: { ...pendingFacts, payments: { status: 'pending', attempts: [{ paymentErrorCode: '104' }] } },
    },
  },
];
