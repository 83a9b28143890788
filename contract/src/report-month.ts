import { z } from 'zod';

const MONTH_MESSAGE = 'Enter a month like 2026-04';

/** A report's month ('2026-04'), as the profit and loss and the journal take their ranges. */
export const reportMonthSchema = z
  .string({ message: MONTH_MESSAGE })
  .regex(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, { message: `${MONTH_MESSAGE}, from 0001-01 to 9999-12` });
