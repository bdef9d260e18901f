/** Topics a visitor can pick on the contact form. Kept free of zod so forms load it cheaply. */
export const CONTACT_TOPICS = [
  { value: 'general', label: 'General question' },
  { value: 'correction', label: 'Correct a dive spot or species' },
  { value: 'dive-center', label: 'Dive center listing' },
  { value: 'partnership', label: 'Partnerships and affiliates' },
  { value: 'press', label: 'Press enquiry' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;
