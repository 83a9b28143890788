/** A rate per mile as the tax offices write it: 0.70, 0.655 (two to three decimals). */
export const perMile = (rate: string): string =>
  Number(rate).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
