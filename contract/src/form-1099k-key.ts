/**
 * The key of a marketplace's typed 1099-K gross in the form_1099k_gross setting. Apart from tax-year.ts, whose
 * schemas would bring zod into the web app's first load (the dashboard's route imports the reports' calls).
 */
export const form1099kKey = (year: number, platformId: number): string => `${year}:${platformId}`;
