import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the contact step: headings, the default fields' labels and the §5 error messages. */
export const contactMessages = defineMessages<{
  heading: NoMessageValues;
  contactHeading: NoMessageValues;
  passengersHeading: NoMessageValues;
  passenger: { number: number; ticket: string };
  bookingHeading: NoMessageValues;
  continue: NoMessageValues;
  reserving: NoMessageValues;
  required: NoMessageValues;
  optional: NoMessageValues;
  firstName: NoMessageValues;
  lastName: NoMessageValues;
  email: NoMessageValues;
  phoneNumber: NoMessageValues;
  dateOfBirth: NoMessageValues;
  choose: NoMessageValues;
  errorsSummary: { count: number };
  errorRequired: NoMessageValues;
  errorEmail: NoMessageValues;
  errorPhone: NoMessageValues;
  errorDate: NoMessageValues;
  errorOption: NoMessageValues;
  errorPassengerEmpty: NoMessageValues;
}>({
  heading: { id: 'contact.step.heading', defaultMessage: 'Your details' },
  contactHeading: { id: 'contact.section.contact', defaultMessage: 'Contact person' },
  passengersHeading: { id: 'contact.section.passengers', defaultMessage: 'Participants' },
  passenger: { id: 'contact.section.passenger', defaultMessage: 'Participant {number}: {ticket}' },
  bookingHeading: { id: 'contact.section.booking', defaultMessage: 'About your booking' },
  continue: { id: 'contact.step.continue', defaultMessage: 'Continue to payment' },
  reserving: { id: 'contact.step.reserving', defaultMessage: 'Reserving your places…' },
  required: { id: 'contact.field.required', defaultMessage: 'required' },
  optional: { id: 'contact.field.optional', defaultMessage: 'optional' },
  firstName: { id: 'contact.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'contact.field.lastName', defaultMessage: 'Last name' },
  email: { id: 'contact.field.email', defaultMessage: 'E-mail' },
  phoneNumber: { id: 'contact.field.phoneNumber', defaultMessage: 'Phone number' },
  dateOfBirth: { id: 'contact.field.dateOfBirth', defaultMessage: 'Date of birth' },
  choose: { id: 'contact.field.choose', defaultMessage: 'Choose…' },
  errorsSummary: {
    id: 'contact.errors.summary',
    defaultMessage:
      '{count, plural, one {One field needs your attention.} other {# fields need your attention.}}',
  },
  errorRequired: { id: 'contact.errors.required', defaultMessage: 'Please fill in this field.' },
  errorEmail: {
    id: 'contact.errors.email',
    defaultMessage: 'Please enter an e-mail address such as name@example.com.',
  },
  errorPhone: {
    id: 'contact.errors.phone',
    defaultMessage: 'Please enter a phone number of at least 6 characters.',
  },
  errorDate: { id: 'contact.errors.date', defaultMessage: 'Please enter a real date.' },
  errorOption: { id: 'contact.errors.option', defaultMessage: 'Please choose one of the options.' },
  errorPassengerEmpty: {
    id: 'contact.errors.passengerEmpty',
    defaultMessage: 'Please answer at least one question for this participant.',
  },
});

/** The message of each refusal code of the contact form. */
export const errorMessageOf = {
  required: contactMessages.errorRequired,
  email: contactMessages.errorEmail,
  phone: contactMessages.errorPhone,
  date: contactMessages.errorDate,
  option: contactMessages.errorOption,
  passengerEmpty: contactMessages.errorPassengerEmpty,
} as const;

/**
 * The translated labels of the booking system's standard contact and passenger fields, by question id: Bokun
 * names these fields by a code only, so the widget labels them in the visitor's language.
 */
export const defaultFieldLabels: Readonly<Record<string, (typeof contactMessages)['firstName']>> = {
  firstName: contactMessages.firstName,
  lastName: contactMessages.lastName,
  email: contactMessages.email,
  phoneNumber: contactMessages.phoneNumber,
  dateOfBirth: contactMessages.dateOfBirth,
};
