/**
 * "Where do I start?" (issue 41), linked beside the search on the home page, on the free legal help
 * page, the 404 page, each landing page and the footer. Without imports: the footer ships everywhere.
 */
export const WHERE_TO_START_PATH = '/where-to-start';
