'use client';

// The auth forms say failures as every form does (components/ui/form-messages.ts): the schemas'
// codes and the API's `code` through the `errors` catalogue, in the page's language.
export { useFailureText as useAuthMessage, translatedResolver } from '@/components/ui/form-messages';
