import type { LegalText } from './legal-types';

/**
 * Fie's Terms of Service, following the spec's summary (§1) and section list (§2).
 *
 * Numbering: the spec keeps the earlier site's contents tree, which numbers sections 1 to 19 and then
 * shows two sections numbered 20; the body numbers the last one 21. We keep that on purpose (the
 * contents tree is what people and old links know), and record it in `contentsNumber`.
 */
export function termsOfService({ contactEmail, supportEmail }: { contactEmail: string; supportEmail: string }): LegalText {
  return {
    title: 'Terms of Service',
    updated: '6 December 2026',
    intro: [
      'These terms are the agreement between you and Fie for the use of the Fie website, apps and services (together, "Fie" or "the service"), a marketplace where owners, agents and organizations list houses, apartments, shops, offices, farmland and event venues in Ghana, and where seekers search for them, send messages and book viewings.',
      'By creating an account, or by using Fie without one, you accept these terms and our Privacy Policy. If you do not accept them, please do not use the service. Contracts made electronically are valid under the Electronic Transactions Act, 2008 (Act 772), so ticking the box at registration is a real signature.',
    ],
    sections: [
      {
        id: 'service-provider',
        number: 1,
        title: 'Service provider',
        blocks: [
          'Fie is provided from Ghana by the Fie team ("we", "us"). Fie is a marketplace: we publish listings, requests and messages that users write, and we help them find each other. We are not a party to any tenancy, lease, sale or booking agreed between users, we do not own or inspect the properties listed, and we are not an estate agent acting for you.',
          `You can reach us at ${supportEmail}. Notices about your personal data go to ${contactEmail}.`,
        ],
      },
      {
        id: 'children-under-eighteen',
        number: 2,
        title: 'Children under eighteen',
        blocks: [
          'You must be 18 or older to create an account, list a property, send messages or book a viewing. A tenancy, lease or sale is a contract that a minor cannot safely make alone.',
          'A parent or guardian who lets a person under 18 use Fie under their supervision is responsible for that use and for anything agreed through it.',
        ],
      },
      {
        id: 'relationship',
        number: 3,
        title: 'Our relationship with you',
        blocks: [
          'Owners, agents and organizations are responsible for their listings; seekers are responsible for their requests and messages. Any agreement about a property (rent, advance, deposit, price, repairs, handover) is made between the users concerned, and only they are bound by it.',
          'Nothing in these terms makes you our employee, agent or partner. Organization members act for their organization, not for Fie.',
          'Tenancies in Ghana are governed by the Rent Act, 1963 (Act 220), which among other things limits rent advance for residential premises to six months. Fie shows the advance an owner asks for and flags an advance above that limit, but the duty to comply with the law rests with the parties.',
        ],
      },
      {
        id: 'expectations',
        number: 4,
        title: 'What we expect of you',
        blocks: [
          'List only properties you own or are authorised to let or sell, describe them honestly, show real photographs of the property itself, state the full price and the advance you ask, and take a listing down (or hide it) once it is let or sold. Agents must hold a licence from the Real Estate Agency Council as the Real Estate Agency Act, 2020 (Act 1047) requires, and short-stay apartments need a Ghana Tourism Authority licence; enter the number where the listing form asks for it.',
          'You must not use Fie to:',
          {
            list: [
              'list a property you have no right to let, lease or sell, or list the same property under a false name;',
              'ask a seeker to pay money, a "viewing fee" or a deposit outside Fie before they have inspected the property and seen proof that you may let or sell it (what is paid through Fie waits with the licensed payment provider until it is due to you);',
              'publish false prices, photographs, locations, sizes or documents, or copy another owner\'s listing;',
              'pose as another person, agency or organization, or claim a licence you do not hold;',
              'post content that is defamatory, obscene, threatening or that incites hatred or violence;',
              'refuse or steer people because of their ethnicity, religion, gender, disability or place of origin;',
              'harass, threaten or stalk another user, including after a viewing;',
              'send unsolicited advertising, chain messages or bulk messages;',
              'collect other users\' phone numbers, email addresses or other personal data for any purpose other than the property you are discussing;',
              'offer money laundering, fraudulent transfers or any transaction that breaks the law of Ghana;',
              'list land or buildings under a court order, an injunction or a dispute you have not disclosed;',
              'upload viruses, malware or any code meant to damage or take over a device or our systems;',
              'probe, scan or test the security of the service, or get around any access control;',
              'scrape, crawl or copy listings or profiles by automated means without our written permission;',
              'overload the service or interfere with other people\'s use of it;',
              'create more than one personal account, or create accounts by automated means;',
              'share your password, sell your account or let someone else use it;',
              'use Fie to compete with it by republishing its listings elsewhere;',
              'infringe anyone\'s copyright, trade mark or other rights, including in photographs;',
              'offer or ask for money, a discount or any other favour in exchange for a review, for a better one or for taking one down: report it to us, it breaks these terms, and such a review is removed;',
              'help or encourage anyone to do any of the above.',
            ],
          },
          'We may remove a listing, message or account that breaks these rules, and we report suspected fraud to the police where the law requires or allows it.',
        ],
        subsections: [
          {
            id: 'reviews',
            title: 'Reviews',
            blocks: [
              'After a dealing that really took place through Fie (a viewing both sides attended, a stay, a tenancy whose deposit went to the lister), each side may review the other once, within 14 days. Reviews are double-blind: neither is shown until both are written or the 14 days are over, and a published review cannot be edited. The person reviewed may reply once, in public.',
              'A review must be about that dealing and honest. Staff remove, saying why, a review that:',
              {
                list: [
                  'was offered, asked for or changed in exchange for money, a discount or any other favour;',
                  'is not about the dealing, or is about someone other than the side reviewed;',
                  'gives a phone number, an address or other personal data, or a link;',
                  'insults, threatens, harasses, or attacks someone for their ethnicity, religion, gender, disability or place of origin;',
                  'is written by someone for the other side, or to harm a competitor.',
                ],
              },
              'Refunds, releases and dispute decisions never depend on a review, and a lister may not hold back anything owed until they are reviewed.',
            ],
          },
        ],
      },
      {
        id: 'intellectual-property',
        number: 5,
        title: 'Intellectual property',
        blocks: [
          'Fie\'s software is open source and is licensed under the GNU Affero General Public License, version 3 or later; that licence, not these terms, governs the code. The Fie name and logo are ours and may not be used to suggest that we endorse you.',
          'You keep ownership of the photographs, descriptions and documents you upload. You give us a non-exclusive, royalty-free licence to host, display, resize and show them on Fie and in our announcements of your listing for as long as it is on the service. You confirm you have the right to grant that licence under the Copyright Act, 2005 (Act 690).',
        ],
      },
      {
        id: 'personal-information',
        number: 6,
        title: 'Personal information',
        blocks: [
          'We process personal data as our Privacy Policy describes and as the Data Protection Act, 2012 (Act 843) requires.',
        ],
        subsections: [
          {
            id: 'registration-and-passwords',
            title: 'Registration and passwords',
            blocks: [
              'Give your real name and a phone number you answer; an email address is optional. We send a confirmation code by text message (or to your email, if you sign up with one) before the account can be used.',
              'Choose a password of at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character, and do not use it anywhere else. We store only a one-way hash of it; nobody at Fie can read it, and we will never ask you for it by phone, SMS or WhatsApp.',
            ],
          },
          {
            id: 'your-account',
            title: 'Your account',
            blocks: [
              'You are responsible for everything done through your account. Tell us at once at the support address if you think someone else has used it. A signed-in session expires after one day, after which you are asked to sign in again.',
              'Accounts are personal and are not transferable. An organization adds and removes its members itself; a member\'s listings made for an organization stay with that organization.',
            ],
          },
        ],
      },
      {
        id: 'geographic-limitation',
        number: 7,
        title: 'Geographic limitation',
        blocks: [
          'Fie is built for property located in Ghana. Every listing must lie within Ghana\'s borders. People outside Ghana may search and make contact, but they use the service on their own initiative and are responsible for following their local law.',
          'Prices are shown in Ghana cedis. Where an owner also states a US dollar amount we show its cedi equivalent, since the Foreign Exchange Act, 2006 (Act 723) and Bank of Ghana rules restrict pricing property for residents in foreign currency.',
        ],
      },
      {
        id: 'free-trials',
        number: 8,
        title: 'Free trials',
        blocks: [
          'Searching, listing, messaging and booking viewings are free for owners, agents and seekers. If we offer an optional paid service (for example promoted placement or a plan for large organizations), we may offer it first as a free trial.',
          'The length and conditions of any trial are shown to you when you sign up for it. Nothing is charged during the trial, and nothing is charged after it unless you have agreed to continue on the terms shown.',
        ],
      },
      {
        id: 'payment-method',
        number: 9,
        title: 'Payment method',
        blocks: [
          'Payments for optional paid services are taken by third-party payment processors licensed in Ghana under the Payment Systems and Services Act, 2019 (Act 987), by mobile money or card. We never see or store your full card number, card security code or mobile money PIN.',
          'Viewing fees, holding deposits (with the first rent, never more advance than the Rent Act allows) and short stays may be paid through Fie by mobile money or card. That money is collected and held by the licensed payment provider, never by Fie, and goes to the lister\'s own mobile-money number or back to the payer only as the payment says: when the payer confirms, a day after the viewing or check-in, three days after an agreed move-in date, when the lister cancels or does not answer in time, or as our staff decide a dispute. Each payment shows what happens next and when.',
          'To check that a payment method is valid and belongs to you, the processor may use a financial-data aggregator; it receives only what that check needs.',
          'Charges are made in advance for each period. There are no refunds for a partial period: if you stop a paid service, it runs until the end of the period already paid. Rent after the first payment and purchase prices are never paid through Fie; they pass directly between the parties.',
        ],
      },
      {
        id: 'third-party-links',
        number: 10,
        title: 'Third-party links',
        blocks: [
          'Listings, messages and our pages may link to other websites, for example partner listings from other real estate companies, map services or payment pages. We do not control those sites and are not responsible for their content or their handling of your data. Read their terms before you use them.',
        ],
      },
      {
        id: 'errors-and-omissions',
        number: 11,
        title: 'Errors and omissions',
        blocks: [
          'Listings are written by users. We check reports, licences and documents where we can, but we cannot guarantee that every price, size, boundary, title or availability date is correct or current.',
          'Before you pay anything, inspect the property, confirm who owns it, and for land carry out a search at the Lands Commission as the Land Act, 2020 (Act 1036) provides. Report a wrong or suspicious listing to the support address and we will look into it.',
        ],
      },
      {
        id: 'disclaimer',
        number: 12,
        title: 'Disclaimer and limit of liability',
        blocks: [
          'The service is provided "as is" and "as available". We do not promise that it will always be available, free of errors or suited to a particular purpose, and we are not responsible for what users say or do, on Fie or after meeting through it.',
          'To the extent the law allows, we are not liable for indirect or consequential loss, lost profit, lost rent or lost opportunity. Our total liability to you for any claim about the service is limited to the subscription charges you paid us in the month before the event that gave rise to the claim; where you paid nothing, that amount is zero. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud.',
        ],
      },
      {
        id: 'severability',
        number: 13,
        title: 'Severability',
        blocks: [
          'If a court or arbitrator finds any part of these terms invalid or unenforceable, that part is limited to the least extent necessary, and the rest of the terms remain in full force.',
        ],
      },
      {
        id: 'termination',
        number: 14,
        title: 'Termination',
        blocks: [
          'You may stop using Fie at any time and delete your account from Settings. We may suspend or close an account, or remove content, that breaks these terms or the law, or that puts other users at risk. Where we can do so safely we tell you why and give you a chance to respond.',
          'On termination your right to use the service ends. Sections that by their nature should survive (intellectual property, disclaimer and limit of liability, governing law, arbitration, limited time for claims) continue to apply.',
        ],
      },
      {
        id: 'entire-agreement',
        number: 15,
        title: 'Entire agreement',
        blocks: [
          'These terms, the Privacy Policy and any conditions shown when you sign up for a paid service are the whole agreement between you and us about the service. They replace any earlier understanding about it.',
        ],
      },
      {
        id: 'governing-law',
        number: 16,
        title: 'Governing law',
        blocks: [
          'These terms and any dispute about them or the service are governed by the laws of the Republic of Ghana.',
        ],
      },
      {
        id: 'force-majeure',
        number: 17,
        title: 'Force majeure',
        blocks: [
          'We are not responsible for a failure or delay caused by events beyond our reasonable control, including power or network outages, failures of hosting or payment providers, floods, fire, strikes, civil unrest or acts of government.',
        ],
      },
      {
        id: 'arbitration',
        number: 18,
        title: 'Arbitration',
        blocks: [
          `Please write to us first at ${supportEmail}: most problems are solved that way. A dispute that is not resolved within 30 days will be referred to arbitration under the Alternative Dispute Resolution Act, 2010 (Act 798), before a single arbitrator, seated in Accra and conducted in English.`,
          'This does not stop either of us from asking a court for urgent interim relief, or you from using a small-claims procedure where the law gives you that right.',
        ],
      },
      {
        id: 'limited-time-for-claims',
        number: 19,
        title: 'Limited time for claims',
        blocks: [
          'To the extent the law allows, any claim arising out of these terms or the service must be brought within one year after the claim arose; after that, it is permanently barred.',
        ],
      },
      {
        id: 'changes-to-terms',
        number: 20,
        title: 'Changes to these terms',
        blocks: [
          'We may change these terms as the service grows or the law changes. We post the new version here with its date and, for changes that affect your rights, tell you by email or on the site at least 14 days before they apply. If you keep using Fie after that, the new terms apply; if you do not accept them, you may close your account.',
        ],
      },
      {
        id: 'contact',
        number: 21,
        // The contents tree shows this one as 20 as well (see the note at the top of this file).
        contentsNumber: 20,
        title: 'Contact',
        blocks: [
          `Questions about these terms: ${supportEmail}. Questions about your personal data: ${contactEmail}. You can also write to us from the contact form on our About page.`,
        ],
      },
    ],
  };
}
