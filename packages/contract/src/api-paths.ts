/** The paths of the API's three calls (product.md §4, §5, §7), the site's and the API's alike. */
export const API_PATHS = {
  products: '/stripeapi/get-products',
  config: '/api/generalConfig/tenant/all',
  submitTicket: '/stripeapi/submit-ticket',
} as const
