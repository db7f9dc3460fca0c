import type { LegalText } from './legal-types';

/**
 * Fie's Privacy Policy: the spec's 18 sections (§2) and its summary (§1), written for the
 * Data Protection Act, 2012 (Act 843). The section ids are the ones /privacy-policy/:id scrolls to.
 */
export function privacyPolicy({ contactEmail }: { contactEmail: string }): LegalText {
  return {
    title: 'Privacy Policy',
    updated: '21 November 2026',
    intro: [
      'This policy explains what personal data Fie collects, why, who sees it, where it is kept and how you can control it. We wrote it to be read, not skimmed: if anything is unclear, write to us and we will explain.',
    ],
    sections: [
      {
        id: 'basics',
        number: 1,
        title: 'The basics',
        blocks: [
          'Fie is a property marketplace for Ghana. To let owners and seekers find each other we need some personal data: who you are, how to reach you, and what you list or look for.',
          'Fie is the data controller for that data under the Data Protection Act, 2012 (Act 843). We collect only what the service needs, use it for the purposes below, and never sell it.',
        ],
      },
      {
        id: 'scope',
        number: 2,
        title: 'Scope',
        blocks: [
          'This policy covers the Fie website and apps, our search and information sites, our emails and SMS messages, and the contact form. It does not cover websites we link to, such as partner listings or payment pages; their own policies apply there.',
        ],
      },
      {
        id: 'business-model',
        number: 3,
        title: 'Our business model',
        blocks: [
          'Fie is free for owners, agents and seekers: listing, searching, messaging and booking viewings cost nothing. If we offer optional paid services (for example promoted placement for agencies), they are paid for directly and are never funded by selling your data.',
          'We do not sell personal data, we do not rent mailing lists, and we do not show third-party advertising that tracks you across other websites.',
        ],
      },
      {
        id: 'information-collected',
        number: 4,
        title: 'Information we collect',
        blocks: [
          {
            list: [
              'Account data: first and last name, email address, phone number, the type of account (seeker, owner or organization member) and your password, kept only as a one-way hash.',
              'Owner and organization data: the organization\'s name, address, phone and web name, licence numbers you enter, and the documents you upload to show you may let or sell a property.',
              'Listings and requests: property details, photographs, location, price, advance, availability, and the properties you are looking for.',
              'Communications: messages between users, notes you keep on a property, viewing bookings, and what you write to us.',
              'Usage data: pages and listings viewed, searches made, device and browser type, and the IP address a request came from.',
            ],
          },
        ],
      },
      {
        id: 'how-collected',
        number: 5,
        title: 'How we collect it',
        blocks: [
          'Most data comes from you when you register, list, search, message or book. Some comes from your device as you use the service (usage data). A little comes from others: an organization that invites you gives us your email address, and a user who messages you or books a viewing creates a record that includes you.',
          'We count listing views, enquiries and saves ourselves, on our own servers, to show owners how their listings do. We do not use third-party analytics or advertising trackers.',
        ],
      },
      {
        id: 'information-provided',
        number: 6,
        title: 'Information you choose to share',
        blocks: [
          'What you put in a listing is public: anyone can see it, signed in or not. Do not put your home address, ID number or other private details in a listing description or photograph.',
          'Your name is shown to users you message or book a viewing with. Your phone number and email address are shown to another user only when you share them yourself in a message.',
        ],
      },
      {
        id: 'use',
        number: 7,
        title: 'How we use information',
        blocks: [
          {
            list: [
              'to run your account, sign you in and keep it secure;',
              'to publish listings and requests, run searches and deliver messages, notes and viewing bookings;',
              'to send service emails and SMS: confirmation codes, password resets, new messages and viewing reminders;',
              'to check licences and documents, and to detect and stop fraud, fake listings and abuse;',
              'to answer your questions and complaints;',
              'to show owners first-party statistics about their own listings;',
              'to meet our legal obligations and defend legal claims.',
            ],
          },
          'We process data to provide the service you asked for, with your consent where we ask for it, to meet legal obligations, and for our legitimate interest in keeping the marketplace safe, as Act 843 allows.',
        ],
      },
      {
        id: 'sharing',
        number: 8,
        title: 'Sharing information',
        blocks: [
          'We share personal data only:',
          {
            list: [
              'with the users you deal with, as described above;',
              'with your organization, if you are a member: it sees the listings and enquiries you handle for it;',
              'with service providers who work for us under contract (hosting, email and SMS delivery, payment processing), only as much as their task needs;',
              'with the police, courts or regulators when the law requires it, or to protect someone from fraud or harm;',
              'with a buyer of our business, who would have to keep this policy\'s promises.',
            ],
          },
        ],
      },
      {
        id: 'storage',
        number: 9,
        title: 'Where we store information',
        blocks: [
          'Our data is hosted with a cloud provider in the United States. That means personal data leaves Ghana; we rely on the provider\'s contractual commitments and security certifications to protect it to the standard Act 843 requires, and, as the Act requires of every data controller, Fie is registered with the Data Protection Commission.',
        ],
      },
      {
        id: 'emails',
        number: 10,
        title: 'Emails and messages from us',
        blocks: [
          'We send two kinds of email. Transactional emails are part of the service: confirmation codes, password resets, new-message alerts, viewing bookings and important changes to our terms. Promotional emails tell you about new features or listings that may interest you.',
          'You can unsubscribe from promotional emails at any time with the link at the bottom of each one or in your Settings. Transactional emails continue while you have an account, because the service cannot work without them.',
        ],
      },
      {
        id: 'children',
        number: 11,
        title: 'Children',
        blocks: [
          'Fie is for adults. We do not knowingly collect personal data from children under 18. If you believe a child has given us personal data, write to us and we will delete it.',
        ],
      },
      {
        id: 'security',
        number: 12,
        title: 'Security',
        blocks: [
          'Connections to Fie are encrypted (HTTPS). Passwords are stored only as salted one-way hashes. Uploaded documents are kept private and shown only to you, your organization and the staff who verify them. Staff access is limited to what their role needs and is logged.',
          'No system is perfectly secure. If a breach puts your data at risk, we will tell you and the Data Protection Commission without undue delay.',
        ],
      },
      {
        id: 'deletion',
        number: 13,
        title: 'Deleting your information',
        blocks: [
          'You can delete your account yourself from Settings (Profile, then Delete Account). You can also edit or delete a listing, a request or a note at any time.',
          'Under Act 843 you may ask us what personal data we hold about you, ask us to correct or delete it, and object to its use. Write to us from the address in the Contact section; we answer within the time the Act sets.',
        ],
      },
      {
        id: 'retention',
        number: 14,
        title: 'How long we keep information',
        blocks: [
          'We keep account data while your account is open. Messages are kept until both participants have deleted their accounts. Server logs are kept for 90 days. Records we must keep by law, such as payment records for tax purposes, are kept for as long as the law requires and then deleted.',
        ],
      },
      {
        id: 'account-closure',
        number: 15,
        title: 'When you close your account',
        blocks: [
          'When you close your account we remove your profile and your listings and requests from the service, and delete or anonymise your personal data within 30 days, except what we must keep by law or to resolve a dispute or investigate fraud. Messages you sent remain visible to their recipients, shown as from a closed account.',
        ],
      },
      {
        id: 'changes',
        number: 16,
        title: 'Changes to this policy',
        blocks: [
          'We will post any change here with its date. If a change affects how we use data you have already given us, we will tell you by email before it applies and, where the law requires, ask for your consent again.',
        ],
      },
      {
        id: 'enforcement',
        number: 17,
        title: 'Enforcement',
        blocks: [
          'If you believe we have not kept to this policy, write to us first and we will work with you to put it right. You also have the right to complain to the Data Protection Commission of Ghana.',
        ],
      },
      {
        id: 'contact',
        number: 18,
        title: 'Contact',
        blocks: [`Questions or requests about your personal data: ${contactEmail}.`],
      },
    ],
  };
}
