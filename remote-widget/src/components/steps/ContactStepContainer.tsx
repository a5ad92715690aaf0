import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { CheckoutFlow } from '../../checkout/CheckoutFlow';
import { ContactStep } from '../contact/ContactStep';
import { catalogueMessage } from '../feedback/catalogueMessages';
import { SummaryContainer } from './SummaryContainer';

/** Step 2 connected to the checkout: its values, the reservation on leaving, Back keeping the values. */
export const ContactStepContainer = observer(function ContactStepContainer({ flow }: { flow: CheckoutFlow }) {
  const intl = useIntl();
  const { checkout, reservations } = flow;
  const failure = reservations.error ? catalogueMessage(reservations.error, intl.formatMessage) : null;
  return (
    <ContactStep
      questions={checkout.questions}
      initialValues={checkout.initialValues}
      onSubmit={(values) => flow.submitContact(values)}
      onBack={(values) => flow.back(values)}
      onChange={(values) => checkout.keepDraft(values)}
      summary={<SummaryContainer flow={flow} />}
      reserving={reservations.isCreating}
      failure={failure}
    />
  );
});
