/**
 * The privacy policy (product.md §2 "Legal pages": 12 sections, in this order). Every statement must
 * be true of what this site and its API actually do; when the code changes what is collected,
 * stored, shared or for how long, change this text and `lastUpdated` in the same commit.
 */
import {
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_MAX_AGE_MONTHS,
  CONSENT_STORAGE_KEY,
  HISTORY_SIZE,
  SCORES_KEY,
  THEME_STORAGE_KEY,
  draftKey,
  historyKey,
  roundKey,
  seenKey,
} from '~/lib/storage-keys'
import { TICKET_RETENTION_DAYS } from '@app/contract'
import { site } from '~/content/site'
import { code, dl, h3, link, p, strong, ul, type LegalContext, type LegalDocument } from './schema'

const PRIVACY_LAST_UPDATED = '2026-11-27'

const host = (url: string) => new URL(url).host
const retentionMonths = Math.round(TICKET_RETENTION_DAYS / (365 / 12))

export function privacyPolicy(ctx: LegalContext): LegalDocument {
  const mail = link(ctx.supportEmail, `mailto:${ctx.supportEmail}`)
  const analyticsOn = ctx.analyticsId !== ''
  const analyticsStatus = analyticsOn
    ? p(
        strong('Analytics is configured on this site'),
        ` (Google Analytics, measurement ID ${ctx.analyticsId}). It runs only if you switch Analytics on in the cookie settings.`,
      )
    : p(
        strong('Analytics is currently switched off on this site.'),
        ' No analytics code is loaded, whatever you choose in the cookie settings. If we switch it on, we will update this policy and ask for your choice again.',
      )
  const analyticsSummary = p(
    analyticsOn
      ? `If you switch Analytics on in the cookie settings, Google Analytics (measurement ID ${ctx.analyticsId}) collects data about your visit. `
      : 'Analytics is currently switched off on this site, so no usage data is collected. ',
    'See ',
    link('Cookies and Similar Technologies', '#cookies'),
    '.',
  )

  return {
    title: 'Privacy Policy',
    lastUpdated: PRIVACY_LAST_UPDATED,
    intro: [
      [
        `This policy explains what ${site.legalEntity} ("we", "us") collects when you visit the ${site.name} website at ${host(ctx.siteUrl)}, write to us through its contact or support form, or choose your cookie settings; why we collect it; how long we keep it; who else is involved; and the rights you have. We are the controller of this information.`,
      ],
      [
        `This website describes our AI mock-interview service. The service itself (your account, your mock interviews and answers, any audio or video recordings, resumes, job descriptions and reports) runs in our product app at ${host(ctx.appUrl)}, which you reach through the Login and Sign Up links. The product app gives its own privacy notice and terms for that data when you sign up. This policy covers this website and its forms only; the website does not collect any of the data you create in the app.`,
      ],
    ],
    sections: [
      {
        id: 'information-we-collect',
        heading: 'Information We Collect',
        blocks: [
          p(
            'This website has no accounts, no sign-in and no user profiles. We collect only what you type into a form and what your browser sends with every request.',
          ),
          h3('When you send us a message'),
          p(
            'The contact and support forms ask for your ',
            strong('name'),
            ', your ',
            strong('e-mail address'),
            ' and your ',
            strong('message'),
            ". We also record which form you used (contact or support) and the time we received it. That is everything we store about a message. Please don't include sensitive information, such as health details or passwords, in a message.",
          ),
          h3('When you browse'),
          p(
            'Like every web server, ours receives your ',
            strong('IP address'),
            " and technical details of each request: the page or file asked for, the time, and your browser's standard headers. Our server's logs record the time, address requested, response status and IP address of each request. They never contain the text of a message or an e-mail address: the server removes those before anything is written.",
          ),
          h3('On your device'),
          p(
            'Your cookie choice, and a draft of a message while you are writing it, are kept in your own browser and are not sent to us. See ',
            link('Cookies and Similar Technologies', '#cookies'),
            '.',
          ),
          h3('Usage data, only with your consent'),
          analyticsSummary,
          h3('What we do not collect'),
          p(
            'We do not collect payment details on this website; payments happen in the product app through our payment processor, Stripe. We do not buy information about you from anyone, and we do not use social-media plugins, advertising pixels, web fonts or other resources from third-party hosts.',
          ),
        ],
      },
      {
        id: 'how-we-use-your-information',
        heading: 'How We Use Your Information',
        blocks: [
          p('We use the information above for these purposes only, each with the legal basis the EU and UK GDPR require:'),
          ul(
            [
              strong('To answer your message.'),
              ' We store it in our database and e-mail it to our support inbox, and reply to the address you gave. Legal basis: taking the steps you asked for, and our legitimate interest in answering people who write to us.',
            ],
            [
              strong('To keep the site available and secure.'),
              " We count requests per IP address so that no one can flood the forms or the site (for example, only a few messages per quarter of an hour from one address). The counters for page and price requests live only in the server's memory; those for messages are kept in our database, under a one-way hash of the address rather than the address itself, so that every one of our servers applies the same limit. The logs help us find faults and abuse. Legal basis: our legitimate interest in running a safe, working website.",
            ],
            [
              strong('To understand how the site is used,'),
              ' only if analytics is configured and you allowed it. Legal basis: your consent, which you can withdraw at any time through the "Cookie settings" link at the bottom of every page.',
            ],
            [strong('To meet legal obligations,'), ' such as answering a lawful request from an authority. Legal basis: legal obligation.'],
          ),
          p('We do not use your message for marketing, we do not use it to train AI models, and we make no automated decisions about you.'),
        ],
      },
      {
        id: 'how-we-share-your-information',
        heading: 'How We Share Your Information',
        blocks: [
          p(
            'We share personal information only with service providers that run parts of this website for us. They may use it only on our instructions and must protect it:',
          ),
          dl(
            [strong('Hosting provider'), 'runs the servers and the database where the website and your messages are kept.'],
            [
              strong('E-mail provider'),
              'delivers each message to our support inbox. The e-mail is sent from our own address, with your address only as the reply-to address so that we can answer you.',
            ],
            [
              strong('Google (Google Analytics)'),
              analyticsOn
                ? 'receives usage data from your browser only if you switched Analytics on. Details are in the Cookies section.'
                : 'is not involved at present: analytics is switched off on this site.',
            ],
            [
              strong('Stripe (payment processor)'),
              'processes payments in the product app. On this website our server may fetch the list of plans and prices from Stripe; that request contains nothing about you.',
            ],
          ),
          p(
            'We may also disclose information when the law requires it, to protect the rights and safety of people or of our service, or to a company that takes over our business, which must then respect this policy.',
          ),
          p(
            strong('We do not sell personal information.'),
            ' We do not share it for cross-context behavioural advertising either, unless analytics is configured and you switch Marketing on; see ',
            link('Cookies and Similar Technologies', '#cookies'),
            '.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'How We Keep Your Information Secure',
        blocks: [
          ul(
            analyticsOn
              ? "Connections to the site are encrypted (HTTPS), and the site sends security headers that tell browsers to use HTTPS only and to run no scripts except our own and, if you allowed analytics, Google's."
              : 'Connections to the site are encrypted (HTTPS), and the site sends security headers that tell browsers to use HTTPS only and to run no scripts except our own.',
            'The website loads no code from other hosts unless you allowed analytics and it is configured.',
            'Server logs never contain message texts or e-mail addresses.',
            'Requests are rate-limited per IP address to stop abuse of the forms.',
            'Access to the database and the support inbox is limited to the people who answer support.',
          ),
          p(
            'No system is perfectly secure. If a breach puts your information at risk, we will tell you and the authorities as the law requires.',
          ),
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and Similar Technologies',
        blocks: [
          p(
            strong('This website sets no cookies of its own.'),
            " It keeps your cookie choice in your browser's local storage under two keys, the colour theme you pick in the header, if you pick one, under a third, and the practice rounds you take. Nothing in local storage is sent to us.",
          ),
          dl(
            [code(CONSENT_STORAGE_KEY), 'holds your choice for the four categories below and the version of this policy you answered.'],
            [code(CONSENT_DATE_STORAGE_KEY), 'holds the date and time you made that choice.'],
            [
              code(THEME_STORAGE_KEY),
              'holds the colour theme you chose (light or dark). It is essential: it only remembers a setting you made, so it needs no consent. Choosing "System" again removes it.',
            ],
            [
              code(roundKey('<role>')),
              'holds a practice round you take on a practice page: its five questions, your answers (typed, or as your browser transcribed them) and where you are, so that a reload or a closed tab loses nothing; its report is worked out from it in your browser. It is essential: it only keeps what you wrote for a feature you started.',
            ],
            [code(seenKey('<role>')), 'holds the questions of your last round for that role, so that the next round asks others.'],
            [
              code(historyKey('<role>')),
              `holds your last ${HISTORY_SIZE} finished rounds for that role, kept as the round is, so that you can open their reports again and see what changed since.`,
            ],
            [
              code(SCORES_KEY),
              'holds the overall score and date of your last finished round for each role, shown on its card of the practice page.',
            ],
          ),
          p(
            "Your answers are never sent to us. Typed answers never leave your browser. Spoken answers are turned into text by your browser: on your device where it says it can, otherwise by its maker's speech service, which may get the audio (the practice page says which). \"Clear my practice data\" on a round's report removes every round and answer, as does clearing your browser's site data.",
          ),
          p(
            `The cookie popup asks again when your choice is more than ${CONSENT_MAX_AGE_MONTHS} months old or when we revise how this site uses cookies, including when analytics is switched on. You can change your choice at any time through the "Cookie settings" link at the bottom of every page; clearing your browser's site data also removes it.`,
          ),
          h3('The four categories'),
          dl(
            [
              strong('Essential (always on)'),
              'covers what the site needs to work, including remembering your cookie choice and the colour theme you picked. It cannot be switched off.',
            ],
            [
              strong('Analytics (off until you switch it on)'),
              'lets Google Analytics measure visits, if analytics is configured on this site.',
            ],
            [
              strong('Marketing (off until you switch it on)'),
              "lets the Google tag use Google's advertising features (ad storage, ad user data and ad personalisation). It has an effect only if analytics is configured and switched on. If your browser sends a Global Privacy Control signal, Marketing stays off whatever you choose.",
            ],
            [
              strong('Functional (off until you switch it on)'),
              "lets the Google tag store preferences (Google's functionality and personalisation storage). The website itself currently has no features in this category.",
            ],
          ),
          h3('Google Analytics'),
          analyticsStatus,
          p(
            'When analytics is configured, the Google tag is loaded from Google only after you switch Analytics on. It starts with every Google Consent Mode signal set to "denied" and is then told exactly which categories you allowed. With Analytics on, Google sets the first-party cookies ',
            code('_ga'),
            ' and ',
            code('_ga_<ID>'),
            ' (kept for up to 2 years) and receives the pages you view, your approximate location derived from your IP address, and details of your device and browser. If you later switch Analytics off, the tag stops sending data and we delete its cookies.',
          ),
          h3('Session storage'),
          p(
            "While you write a message, the form keeps a draft (name, e-mail address and message) in your browser's session storage under ",
            code(draftKey('contact')),
            ' or ',
            code(draftKey('support')),
            ', so that closing the form or reloading the page does not lose it. The draft is removed when the message is sent. Your browser discards session storage when you close the tab, and none of it is sent to us.',
          ),
        ],
      },
      {
        id: 'privacy-rights',
        heading: 'Your Privacy Rights',
        blocks: [
          p(
            'Wherever you live, you can ask us what we hold about you and ask us to correct or delete it. To make a request, e-mail ',
            mail,
            ' from the address you used with us, so that we can check the request is yours. We answer within one month (45 days for California requests) and do not charge for it.',
          ),
          h3('If you are in the EU, the EEA or the UK'),
          p('Under the GDPR you have the right to:'),
          ul(
            'access your information and get a copy of it;',
            'have it corrected if it is wrong;',
            'have it deleted;',
            'restrict how we use it;',
            'receive it in a portable format;',
            'object to uses based on our legitimate interests;',
            'withdraw your consent at any time (through "Cookie settings"), without affecting what happened before;',
            'complain to the data protection authority where you live or work.',
          ),
          h3('If you are a California resident'),
          p(
            'Under the California Consumer Privacy Act you have the right to know what personal information we collect, use and disclose; to have it deleted; to have it corrected; to opt out of its sale or sharing; and not to be treated differently for using these rights. You may use an authorised agent.',
          ),
          p(
            'In the past 12 months we have collected: identifiers (your name, e-mail address and IP address), the content of messages you sent us, and, only if you allowed analytics, internet activity on this site. We collect them from you and your browser, for the purposes described in ',
            link('How We Use Your Information', '#how-we-use-your-information'),
            ', and disclose them to the service providers listed above. We do not sell personal information, we do not collect sensitive personal information, and we honour the Global Privacy Control signal as an opt-out of sharing.',
          ),
        ],
      },
      {
        id: 'retention',
        heading: 'How Long We Keep Your Information',
        blocks: [
          dl(
            [
              strong('Messages'),
              `are deleted ${retentionMonths} months (${TICKET_RETENTION_DAYS} days) after we receive them, automatically from our database; we apply the same period to the copy in our support inbox. We delete a message sooner if you ask us to.`,
            ],
            [
              strong('Duplicate-check data'),
              'is kept for about a day. When your browser sends a message, it tags the request so that a retry does not create a second message; we keep that tag and a one-way fingerprint of the message, from which the message cannot be read back, then delete both.',
            ],
            [
              strong('Rate-limit counters'),
              "expire within 24 hours. Those for page and price requests are kept only in the server's memory; those for messages are kept in our database under a one-way hash of your IP address and deleted within an hour after they expire.",
            ],
            [
              strong('Server logs'),
              'contain IP addresses but never message texts or e-mail addresses. They are kept only as long as we need them to investigate faults and abuse, then deleted.',
            ],
            [
              strong('Your cookie choice'),
              `stays in your browser until you clear it; the site asks again after ${CONSENT_MAX_AGE_MONTHS} months.`,
            ],
            [
              strong('Analytics data'),
              analyticsOn
                ? 'is kept by Google for the retention period set in our Google Analytics account (Google offers 2 or 14 months).'
                : 'is not collected while analytics is switched off.',
            ],
          ),
        ],
      },
      {
        id: 'international-transfers',
        heading: 'International Transfers',
        blocks: [
          p(
            'We and our service providers may process your information in countries other than yours, including the United States, where Google, Stripe and many hosting and e-mail providers are based.',
          ),
          p(
            "When personal information from the EEA, the UK or Switzerland goes to a country without an adequacy decision, we rely on the European Commission's Standard Contractual Clauses (and their UK equivalent) or, for US companies certified to it, the EU-US Data Privacy Framework. You can ask us for a copy of these safeguards at ",
            mail,
            '.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Children Under 16',
        blocks: [
          p(
            'This website and our service are not meant for children. You must be at least 16 years old to use them or to send us a message. We do not knowingly collect information from anyone under 16. If you believe a child under 16 has sent us information, write to ',
            mail,
            ' and we will delete it.',
          ),
        ],
      },
      {
        id: 'third-party-links',
        heading: 'Third-Party Links',
        blocks: [
          p(
            `The website links to other sites: the Login and Sign Up links open our product app at ${host(ctx.appUrl)}, which has its own privacy notice, and e-mail links open your own e-mail program.`,
          ),
          ...(ctx.externalVideoHost
            ? [
                p(
                  `The demo video is loaded from ${ctx.externalVideoHost} when you open it, so that host receives your IP address and browser details under its own privacy policy.`,
                ),
              ]
            : []),
          p(
            'When you follow a link to a site run by someone else, their privacy policy applies, not this one. We are not responsible for how other sites handle your information.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to This Policy',
        blocks: [
          p(
            'We update this policy when what the website does with personal information changes. The "Last updated" date at the top shows the latest version. If a change affects cookies or analytics, the cookie popup asks for your choice again. We will not use information we already hold for a new purpose without telling you first and, where the law requires it, asking for your consent.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Contact Us',
        blocks: [
          p(
            `${site.legalEntity} is responsible for this website and the information described here. For any question about this policy or your information, or to use your rights, e-mail `,
            mail,
            '.',
          ),
          p(
            'If you are in the EU, the EEA or the UK and are not satisfied with our answer, you can complain to your data protection authority.',
          ),
        ],
      },
    ],
  }
}
