import { paths, type InfoTopicId } from '../../lib/paths';

/** The company info site's topics (/fie_info/:id, or /:id on the about host). */
export type InfoTopic = {
  title: string;
  summary: string;
  paragraphs: readonly string[];
  action: { label: string; to: string };
};

export const infoContent: Record<InfoTopicId, InfoTopic> = {
  seekers: {
    title: 'Finding property with Fie',
    summary: 'Search every region, compare prices in cedis and talk to owners before you travel.',
    paragraphs: [
      'Search by town or region, choose rent, buy or short stay, and narrow down by price, bedrooms, bathrooms, furnishing and water supply. Every listing shows the price in cedis and the advance the owner asks for.',
      'Cannot find it? Post a preference: describe what you need and your budget, and owners with a match can reach you.',
      'With a free account you can message owners, save the places you like, keep private notes on them and book viewings.',
    ],
    action: { label: 'Search property', to: paths.searchProperty },
  },
  owners: {
    title: 'Listing your property',
    summary: 'List a house, shop, farm or venue for free and answer enquiries in one place.',
    paragraphs: [
      'Register as an owner, upload a document that shows you may let or sell the property, and list it with photographs, price, advance, location and GhanaPostGPS address.',
      'Hide a listing while it is taken and show it again when it is free, without typing it all again. Your dashboard shows how many people saved each listing, and enquiries arrive in your messages. Turn on Call and WhatsApp in your profile if you would rather be phoned.',
    ],
    action: { label: 'List a property', to: paths.infoListProperty },
  },
  organizations: {
    title: 'For agencies and developers',
    summary: 'One account for your team: invite agents, list for the organization, see every enquiry.',
    paragraphs: [
      'Register your organization with its address, phone and licence number. Invite your agents by email; they sign in with their own accounts and list on the organization\'s behalf.',
      'Agents must hold a Real Estate Agency Council licence under the Real Estate Agency Act, 2020 (Act 1047). Enter it once and our staff verify it, so seekers can see your listings come from a licensed agency.',
    ],
    action: { label: 'Register as an Organization', to: paths.organizationRegistration },
  },
  safety: {
    title: 'Staying safe',
    summary: 'Simple checks that protect your money before you rent or buy.',
    paragraphs: [
      'Never pay before you have inspected the property and met the owner or their licensed agent. A request for a "viewing fee" or a deposit to "hold" a place you have not seen is the commonest fraud.',
      'For residential rent, the Rent Act, 1963 (Act 220) limits the advance to six months; Fie flags listings that ask for more. Ask for a written agreement and a receipt for every payment.',
      'Before buying land, search the title at the Lands Commission and check the site plan and indenture. Tell us at once about any listing or message that looks wrong.',
    ],
    action: { label: 'Report a problem', to: paths.aboutSection('contact') },
  },
  fees: {
    title: 'What Fie costs',
    summary: 'Nothing, for owners, agents and seekers.',
    paragraphs: [
      'Searching, listing, messaging and booking viewings are free. We do not take a commission on rent or sales, and money for rent, advances or purchases never passes through Fie.',
      'If we ever offer optional paid services, such as promoted placement for agencies, the price and terms will be published here before anyone is charged.',
    ],
    action: { label: 'Read our terms', to: paths.terms },
  },
};
