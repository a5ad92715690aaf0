export { getGeneralInformation, type GeneralInformationInput } from './getGeneralInformation';
export { getSchedule, scheduleMonthKey, SCHEDULE_LANGUAGE, type ScheduleInput } from './getSchedule';
export { GENERAL_INFORMATION_TTL_MS, SCHEDULE_TTL_MS, DEFAULT_CATALOG_CURRENCY } from './catalogCache';
export { monthsInRange, monthOf, calendarMonth, type CalendarMonth } from './months';
export { answerBytes, scheduleAnswer, scheduleAnswerKey, singleMonthOf, type ScheduleAnswer } from './scheduleAnswer';
