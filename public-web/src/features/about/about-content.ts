import { paths } from '../../lib/paths';

/** The about page's copy, one entry per section; the ids are the spec's (/about/:id scrolls to them). */
export type AboutSection = {
  id: 'about-us' | 'advertise' | 'acquire' | 'connect' | 'insight' | 'legal' | 'contact' | 'careers';
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  links?: readonly { label: string; to: string }[];
};

export const aboutSections: readonly AboutSection[] = [
  {
    id: 'about-us',
    title: 'About us',
    paragraphs: [
      'Fie means "home" in Twi. We started it because finding a place to live or work in Ghana still means walking the streets looking for "Room for rent" painted on walls, paying agents a viewing fee for a house that was let last month, and handing over a year or two of rent in advance on trust.',
      'Fie puts owners, agents and the people looking for property in one place: listings with real photographs, prices in cedis, the advance the owner asks for and the exact location, so you can shortlist from your phone before you spend a cedi on transport.',
      'We cover all 16 regions, from chamber-and-hall rooms in Kasoa to shops in Kejetia, cocoa land in Ahafo and event grounds in Tamale. Fie is open-source software: anyone can read how it works.',
    ],
  },
  {
    id: 'advertise',
    title: 'Advertise your property',
    paragraphs: [
      'Listing on Fie is free for owners, agents and organizations. Describe the property once and it reaches people searching in that town, at that price, for that kind of space.',
    ],
    points: [
      'Houses, apartments and rooms for rent or sale, and short-stay apartments.',
      'Shops, offices, warehouses and shipping containers.',
      'Farmland, fish ponds and livestock farms, measured in plots, acres or hectares.',
      'Churches, halls and event grounds, with their seating capacity.',
      'Agencies and developers open an organization account, invite their agents and see every listing and enquiry in one dashboard.',
    ],
    links: [
      { label: 'List a property', to: paths.infoListProperty },
      { label: 'Register as an Organization', to: paths.organizationRegistration },
    ],
  },
  {
    id: 'acquire',
    title: 'Rent, buy or lease with confidence',
    paragraphs: [
      'Search by town, region, price, number of bedrooms and bathrooms, furnishing and water supply, or post a preference and let owners with a match find you.',
      'Before you pay anything, a few checks save a lot of grief:',
    ],
    points: [
      'Inspect the property in person and meet the owner or their licensed agent; never pay a "viewing fee" for a place you have not seen.',
      'For residential rent, the Rent Act, 1963 (Act 220) limits the advance a landlord may demand to six months. Fie shows the advance asked and flags anything above that.',
      'Get a written tenancy agreement and a receipt for every payment. The Rent Control Department handles rent disputes.',
      'Before buying land, search the title at the Lands Commission, check the site plan and indenture, and confirm with neighbours and the family or stool that the seller has the right to sell.',
    ],
    links: [{ label: 'Search property', to: paths.searchProperty }],
  },
  {
    id: 'connect',
    title: 'Connect with owners and seekers',
    paragraphs: [
      'Send a message to an owner straight from the listing, save the properties you like, keep private notes on each of them, and book a viewing at a time that suits you both. Owners see every enquiry in their dashboard instead of a phone that rings all day.',
      'Your phone number stays private until you choose to share it: in a conversation, or, if you list property, by turning on Call and WhatsApp buttons for your listings in your profile.',
    ],
    links: [
      { label: 'Create a free account', to: paths.register },
      { label: 'Post a preference', to: paths.addRequest },
    ],
  },
  {
    id: 'insight',
    title: 'Insight for owners and agents',
    paragraphs: [
      'Your dashboard shows how often each of your listings was viewed and how many people saved it (counts, never who), and every enquiry arrives in your messages. We count these ourselves, on our own servers, without third-party trackers.',
      'Seekers see every price in cedis. Where an owner quotes US dollars we also show the cedi equivalent, so listings can be compared fairly.',
    ],
  },
  {
    id: 'legal',
    title: 'Legal',
    paragraphs: [
      'We handle personal data under the Data Protection Act, 2012 (Act 843). Agents listing on Fie must hold a Real Estate Agency Council licence under the Real Estate Agency Act, 2020 (Act 1047); organizations enter their licence number so our staff can verify it.',
      'Our terms explain what you may and may not do on Fie; our privacy policy explains what we collect and how to delete it.',
    ],
    links: [
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    paragraphs: [
      'A question about a listing, a suspicious request for money, a problem with your account or an idea for Fie: write to us and a person on our team will answer, usually within two working days.',
    ],
  },
  {
    id: 'careers',
    title: 'Careers',
    paragraphs: [
      'We have no open positions listed at the moment. When we hire, the roles will be posted here first.',
      'Fie is open source, and the best way to work with us is to contribute: code, design, testing on low-cost phones, and translations into Twi, Ga, Ewe, Dagbani and Hausa are all welcome. Tell us what you would like to work on through the contact form.',
    ],
  },
];
