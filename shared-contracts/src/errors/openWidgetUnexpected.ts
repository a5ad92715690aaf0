/**
 * §8 "An unexpected error occurred while opening the widget. Please try again." – on its own, like the
 * mapper's refusal: step 1 shows it and need not carry the whole catalogue for one text.
 */
export const OPEN_WIDGET_UNEXPECTED_MESSAGE =
  'An unexpected error occurred while opening the widget. Please try again.';
