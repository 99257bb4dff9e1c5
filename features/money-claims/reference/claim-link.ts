/** Where a money claim is opened (the intake) and read: the home page, "Where do I start?" and the Matters tab link here. */
export const NEW_CLAIM_PATH = '/customer-portal/claims/new';
export const claimPath = (id: string) => `/customer-portal/claims/${id}`;
