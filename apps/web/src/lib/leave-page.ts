/** Leaves the portal for another site in this tab (the payment provider's checkout page); tests replace `to`. */
export const leavePage = {
  to: (url: string) => window.location.assign(url),
};
