/**
 * The mapper's refusal of malformed activity data, also exported on its own: the widget's first render throws
 * it and need not carry the whole catalogue for one text.
 */
export const INVALID_ACTIVITY_DATA_MESSAGE = 'Invalid activity data provided to mapper';
