import type { LegalText } from './legal-types';

/**
 * Fie's Privacy Policy: the spec's 18 sections (§2) and its summary (§1), written for the
 * Data Protection Act, 2012 (Act 843). The section ids are the ones /privacy-policy/:id scrolls to.
 */
export function privacyPolicy({ contactEmail }: { contactEmail: string }): LegalText {
  return {
    title: 'Privacy Policy',
    updated: '23 November 2026',
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
              'Communications: messages between users, the notes you keep on a property, the properties you save, viewing bookings, and what you write to us.',
              'Your choices: which notifications you get by email or text message (SMS), and whether your phone number shows on your listings.',
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
          'We count how often each listing is viewed and how many people saved it ourselves, on our own servers, and show the numbers to the listing\'s owner, never who viewed or saved it. We do not use third-party analytics or advertising trackers.',
        ],
      },
      {
        id: 'information-provided',
        number: 6,
        title: 'Information you choose to share',
        blocks: [
          'What you put in a listing is public: anyone can see it, signed in or not. Do not put your home address, ID number or other private details in a listing description or photograph.',
          'Your name is shown to users you message or book a viewing with. Your email address is shown to another user only when you share it yourself in a message. Your phone number is shown only when you share it in a message, or when you, as an owner or agent, turn on "Show my phone number on my listings" in your profile: your listings then show Call and WhatsApp buttons with it, until you turn it off. An organization\'s phone number always shows on its listings.',
          'Your notes are private to you. Nobody else reads them: not the owner of the property, not other seekers, not Fie\'s staff. They are not shown in any listing, message, statistic or staff tool.',
          'The properties you save are yours too. A listing\'s owner sees how many people saved it, never who.',
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
          'Some emails are part of the service and are always sent: confirmation codes, password resets, organization invitations and important changes to our terms. We send no advertising or newsletters.',
          'New messages always show under the bell while you use Fie. When you are away, we also email you: at most one email per conversation every 15 minutes, or, if you choose, one email a day at 07:00 naming who is waiting for an answer. The email names who wrote and the property, and shows the start of the message; it never shows the sender\'s email address or phone number.',
          'Text messages (SMS) are off until you turn them on in your profile. They go only to the phone number on your account, and say who wrote and about which property, never the message itself. We send them through an SMS provider who receives only your number and that text.',
          'Every notification email has a link that stops that kind of email at once, without signing in; email programs that show an Unsubscribe button use the same link. You can turn each kind of email and text on or off again in your profile, under Notifications.',
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
          'We keep account data while your account is open. Server logs are kept for 90 days. Records we must keep by law, such as payment records for tax purposes, are kept for as long as the law requires and then deleted.',
          'The text of every message you send is sealed with a key that belongs to you alone. When you delete your account the key is destroyed, so the text can no longer be read from our records or in the conversation: the people you wrote to see "This message was deleted with its author\'s account" in its place. An email that already told someone about your message keeps its start in their mailbox, which we cannot reach. Your notes are sealed and erased the same way, and you can delete any note yourself at any time.',
        ],
      },
      {
        id: 'account-closure',
        number: 15,
        title: 'When you close your account',
        blocks: [
          'When you close your account we remove your profile and your listings and requests from the service, and delete or anonymise your personal data within 30 days, except what we must keep by law or to resolve a dispute or investigate fraud. Your notes and saved properties go at once. The text of the messages you sent is erased: each reads "This message was deleted with its author\'s account".',
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
