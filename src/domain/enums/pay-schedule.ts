/** 'Fourteen' is the contract's name for "every fourteen days"; 'Biweekly' means twice a month. */
export const PAY_FREQUENCIES = ['Weekly', 'Fourteen', 'Monthly', 'Biweekly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** 29–31 stay offered: a borrower paid "on the 30th" is paid on the month's last day in February. */
export const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => i + 1) as readonly number[];
export type DayOfMonth = number;

/** A payday is a day of the month or a weekday, depending on the pay frequency. */
export type Payday = DayOfMonth | WeekDay;
