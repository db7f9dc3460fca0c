/** Messages sent through the about page's contact form, for the support team's inbox. */
export const CONTACT_MESSAGES = 'contact_messages';
