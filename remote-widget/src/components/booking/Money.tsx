import { FormattedNumber } from 'react-intl';

export interface MoneyProps {
  amount: number;
  currency: string;
}

/** An amount in the visitor's language and the activity's currency (`120,00 zł` in pl, `PLN 120.00` in en). */
export function Money({ amount, currency }: MoneyProps) {
  return <FormattedNumber value={amount} style="currency" currency={currency} />;
}
