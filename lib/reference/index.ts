export * from './areas';
export * from './regions';
export * from './languages';
export * from './legal-problems';
export * from './banks';
export * from './sort-options';
export * from './faq';
export * from './footer-links';
