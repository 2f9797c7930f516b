/** The Overall Balance's three series in the studio's words (`cashback` in the API is refunds due). */
export const balanceSeriesNames = { income: 'Income', expense: 'Expenses', cashback: 'Refunds due' } as const;
