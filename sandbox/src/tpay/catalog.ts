// The simulated merchant account: its API keys and the payment groups and channels it offers.

/** Credentials the simulator accepts (tpay.md §2, §7.2). */
export interface TpayCredentials {
  clientId: string;
  clientSecret: string;
  /** Notification security code; keys the md5sum. */
  securityCode: string;
  /** The numeric merchant id sent as `id` in notifications. */
  merchantId: string;
}

export const DEMO_TPAY_CREDENTIALS: TpayCredentials = {
  clientId: 'demo-tpay-client',
  clientSecret: 'demo-tpay-secret',
  securityCode: 'demo-security-code',
  merchantId: '1010',
};

/** Seconds a token lives; the SDK fixtures use 7200 (tpay.md §2). */
export const TOKEN_LIFETIME_SECONDS = 7200;

export interface SimGroup {
  id: number;
  name: string;
  /** Channel used when the payer picks the group. */
  mainChannel: string;
}

export interface SimChannel {
  id: string;
  name: string;
  fullName: string;
  groupId: number;
  available: boolean;
  onlinePayment: boolean;
  instantRedirection: boolean;
  /** Amount bounds in PLN; both optional (tpay.md §6). */
  minAmount?: number;
  maxAmount?: number;
}

/** BLIK 150 and card 103 (tpay.md §3.3), Google Pay 166 and a few banks of the §5 allowed list. */
export const TPAY_GROUPS: readonly SimGroup[] = [
  { id: 150, name: 'BLIK', mainChannel: '64' },
  { id: 103, name: 'Karta płatnicza', mainChannel: '53' },
  { id: 166, name: 'Google Pay', mainChannel: '68' },
  { id: 108, name: 'PKO BP', mainChannel: '4' },
  { id: 102, name: 'Bank Pekao SA', mainChannel: '5' },
  { id: 110, name: 'Inteligo', mainChannel: '6' },
  { id: 113, name: 'Alior Bank', mainChannel: '7' },
  { id: 114, name: 'mBank', mainChannel: '8' },
  { id: 116, name: 'Credit Agricole', mainChannel: '9' },
  { id: 171, name: 'Raty Alior', mainChannel: '10' },
];

export const TPAY_CHANNELS: readonly SimChannel[] = [
  {
    id: '64',
    name: 'BLIK',
    fullName: 'BLIK',
    groupId: 150,
    available: true,
    onlinePayment: true,
    instantRedirection: false,
  },
  {
    id: '53',
    name: 'Karta',
    fullName: 'Karta płatnicza',
    groupId: 103,
    available: true,
    onlinePayment: true,
    instantRedirection: false,
    minAmount: 0.01,
    maxAmount: 999999.99,
  },
  {
    id: '68',
    name: 'Google Pay',
    fullName: 'Google Pay',
    groupId: 166,
    available: true,
    onlinePayment: true,
    instantRedirection: true,
  },
  {
    id: '4',
    name: 'PKO BP',
    fullName: 'PKO Bank Polski',
    groupId: 108,
    available: true,
    onlinePayment: true,
    instantRedirection: true,
  },
  {
    id: '5',
    name: 'Pekao',
    fullName: 'Bank Pekao SA',
    groupId: 102,
    available: true,
    onlinePayment: true,
    instantRedirection: true,
  },
  {
    id: '6',
    name: 'Inteligo',
    fullName: 'Inteligo',
    groupId: 110,
    available: true,
    onlinePayment: true,
    instantRedirection: false,
  },
  {
    id: '7',
    name: 'Alior',
    fullName: 'Alior Bank',
    groupId: 113,
    available: true,
    onlinePayment: true,
    instantRedirection: true,
  },
  {
    id: '8',
    name: 'mBank',
    fullName: 'mBank (mTransfer)',
    groupId: 114,
    available: true,
    onlinePayment: true,
    instantRedirection: true,
  },
  // Blocked channels come back with available=false and must not be offered (tpay.md §6).
  {
    id: '9',
    name: 'Credit Agricole',
    fullName: 'Credit Agricole',
    groupId: 116,
    available: false,
    onlinePayment: true,
    instantRedirection: false,
  },
  {
    id: '10',
    name: 'Raty Alior',
    fullName: 'Alior Raty',
    groupId: 171,
    available: true,
    onlinePayment: false,
    instantRedirection: false,
    minAmount: 300,
    maxAmount: 20000,
  },
];

export const BLIK_GROUP = 150;
export const CARD_GROUP = 103;

export const findGroup = (id: number) => TPAY_GROUPS.find((g) => g.id === id);
export const findChannel = (id: string) => TPAY_CHANNELS.find((c) => c.id === id);
