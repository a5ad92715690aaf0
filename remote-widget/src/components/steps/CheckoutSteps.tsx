import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CheckoutIntl } from '../../i18n/CheckoutIntl';
import { useStores } from '../../stores/context';
import { ContactStepContainer } from './ContactStepContainer';
import { PaymentStepContainer } from '../payment/PaymentStepContainer';
import { AfterPaymentStep } from './AfterPaymentStep';
import { CheckoutFlow } from '../../checkout/CheckoutFlow';
import type { RootStore } from '../../stores/RootStore';
import { useStepHistory } from './useStepHistory';
import { Loader } from '../Loader';
import { shellMessages } from '../shellMessages';
import '../payment/checkout.css';

/** Builds the checkout of steps 2–4 over the RootStore (its code comes with this chunk). */
export const createCheckoutFlow = (owner: RootStore) => new CheckoutFlow(owner, owner.api, owner.host);

/**
 * Steps 2–4, loaded as their own chunk (Formik, yup and the payment UI stay out of step 1): the step the UI
 * store names, over the checkout the RootStore owns (built here, the first time this chunk renders).
 */
const CheckoutSteps = observer(function CheckoutSteps() {
  const root = useStores();
  const flow = useMemo(() => root.attachCheckout(createCheckoutFlow), [root]);
  const step = root.ui.currentStep;
  useStepHistory(step, flow);
  useEffect(() => {
    if (step === 3 && flow.payment.options.length === 0) void flow.payment.loadOptions();
  }, [step, flow]);
  if (step === 2) return <ContactStepContainer flow={flow} />;
  if (step === 3) return <PaymentStepContainer flow={flow} />;
  if (step === 4) return <AfterPaymentStep flow={flow} />;
  return null;
});

/** Steps 2–4 in the visitor's language: the checkout messages load with them. */
function CheckoutStepsInLanguage() {
  const intl = useIntl();
  return (
    <CheckoutIntl fallback={<Loader label={intl.formatMessage(shellMessages.loading)} />}>
      <CheckoutSteps />
    </CheckoutIntl>
  );
}

export { loadCheckoutMessages } from '../../i18n/checkoutCatalogs';
export default CheckoutStepsInLanguage;
