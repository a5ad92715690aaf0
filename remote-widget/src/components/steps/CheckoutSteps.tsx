import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useStores } from '../../stores/context';
import { ContactStepContainer } from './ContactStepContainer';
import { PaymentStepContainer } from '../payment/PaymentStepContainer';
import { AfterPaymentStep } from './AfterPaymentStep';
import { flowOf } from './flowOf';
import { useStepHistory } from './useStepHistory';
import '../payment/checkout.css';

/**
 * Steps 2–4, loaded as their own chunk (Formik, yup and the payment UI stay out of step 1): the step the UI
 * store names, over the checkout of this widget.
 */
const CheckoutSteps = observer(function CheckoutSteps() {
  const root = useStores();
  const flow = useMemo(() => flowOf(root), [root]);
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

export default CheckoutSteps;
