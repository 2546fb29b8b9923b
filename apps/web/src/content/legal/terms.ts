/**
 * The terms of service (product.md §2 "Legal pages": 17 sections, in this order; product.md §6: we may limit
 * access, remove content and terminate access for violations). The governing law is the one
 * operator setting (LEGAL_GOVERNING_LAW); until it is set the text shows a marked placeholder.
 */
import { TICKET_RETENTION_DAYS } from '@app/contract'
import { site } from '~/content/site'
import { h3, link, p, placeholder, strong, ul, type Inline, type LegalContext, type LegalDocument } from './schema'

const TERMS_LAST_UPDATED = '2026-11-22'

export const GOVERNING_LAW_PLACEHOLDER = '[Governing law not yet specified by the operator]'

const host = (url: string) => new URL(url).host

export function termsOfService(ctx: LegalContext): LegalDocument {
  const mail = link(ctx.supportEmail, `mailto:${ctx.supportEmail}`)
  const law: Inline = ctx.governingLaw ? strong(ctx.governingLaw) : placeholder(GOVERNING_LAW_PLACEHOLDER)
  const privacy = link('Privacy Policy', '/privacy-policy')
  const we = site.legalEntity

  return {
    title: 'Terms of Service',
    lastUpdated: TERMS_LAST_UPDATED,
    intro: [
      [
        `These terms are an agreement between you and ${we} ("we", "us") about your use of the ${site.name} website at ${host(ctx.siteUrl)} and of the ${site.name} AI mock-interview service that you reach through our product app at ${host(ctx.appUrl)} (together, the "Services").`,
      ],
      [
        'By using the Services you accept these terms. If you do not agree, please do not use them. You must be at least 16 years old to use the Services. When you choose a paid plan, the plan details and any additional terms shown in the product app at checkout also apply. How we handle personal information is explained in our ',
        privacy,
        '.',
      ],
    ],
    sections: [
      {
        id: 'prohibited-activities',
        heading: 'Prohibited Activities',
        blocks: [
          p('You may use the Services only to prepare for interviews and for purposes the law allows. You must not:'),
          ul(
            "break any law or anyone else's rights while using the Services;",
            'pretend to be someone else or give false information about who you are;',
            'send spam, bulk or automated messages through the contact and support forms, or try to get around the limits on how often they can be used;',
            'try to get into parts of the Services, accounts or systems you are not allowed to use, or test, probe or weaken their security;',
            'copy, scrape or bulk-download the Services or their content, including interview questions, feedback and reports, by automated means;',
            'reverse-engineer or decompile the software, except where the law expressly allows it;',
            'upload viruses or any other harmful code, or interfere with the Services or their servers;',
            'harass, threaten or abuse anyone, including our support staff;',
            'use the Services or their output to build a competing product, or resell access to them;',
            'share your account or let others use it.',
          ),
        ],
      },
      {
        id: 'user-contributions',
        heading: 'User Contributions',
        blocks: [
          p(
            '"Contributions" are what you send to us or create in the Services: messages through the contact and support forms and, in the product app, your answers, audio or video recordings, resumes, job descriptions and other material.',
          ),
          p('You keep ownership of your contributions. You are responsible for them, and you promise that:'),
          ul(
            'you have the right to share them with us;',
            "they do not break any law or anyone's rights, such as copyright or privacy;",
            "they do not include confidential information you are not allowed to share, such as an employer's trade secrets or interview questions under a non-disclosure agreement;",
            "they do not include other people's personal information without their permission.",
          ),
        ],
      },
      {
        id: 'licence',
        heading: 'Licence',
        blocks: [
          h3('Our licence to you'),
          p(
            'We give you a personal, non-exclusive, non-transferable licence, which we may withdraw, to use the Services for your own interview preparation, under these terms. The website, the software, the interview questions, the feedback formats, texts, graphics and our brand belong to us or our licensors and are protected by law. Apart from this licence, these terms give you no rights in them.',
          ),
          h3('Your licence to us'),
          p(
            'You give us a worldwide, non-exclusive, royalty-free licence to store, copy and process your contributions only as needed to provide the Services to you, answer your messages and keep the Services secure. We do not publish your contributions. The licence ends when your contributions are deleted.',
          ),
          p('If you send us ideas or suggestions for improving the Services, we may use them freely, without any obligation to you.'),
        ],
      },
      {
        id: 'services-management',
        heading: 'Services Management',
        blocks: [
          p('To keep the Services working, safe and fair, we may, without being obliged to:'),
          ul(
            'monitor the Services for breaches of these terms;',
            'limit or block access for anyone who breaks these terms or the law, and report illegal activity to the authorities;',
            'remove or disable contributions that break these terms or the law;',
            'change, pause or end features of the Services, and limit how often they can be used.',
          ),
        ],
      },
      {
        id: 'termination',
        heading: 'Term and Termination',
        blocks: [
          p(
            'These terms apply for as long as you use the Services. You may stop using them at any time, and you can cancel a paid plan at any time from your dashboard in the product app.',
          ),
          p(
            'If you break these terms or the law, we may suspend or end your access to the Services and remove your contributions, without notice where the situation requires it. Where it is reasonable, we will tell you why and give you a chance to respond.',
          ),
          p(
            'The sections on licences to us, disclaimer, limitation of liability, indemnification, governing law and dispute resolution continue to apply after your use ends.',
          ),
        ],
      },
      {
        id: 'modifications',
        heading: 'Modifications and Interruptions',
        blocks: [
          p(
            'We may change these terms. The "Last updated" date at the top shows the current version. For significant changes we will give notice on the website or, if you have an account, by e-mail before they take effect. If you keep using the Services after a change takes effect, you accept the new terms.',
          ),
          p(
            'We may also change or remove content and features of the Services, and the Services may sometimes be unavailable for maintenance, updates or reasons beyond our control. We do our best to keep them running, but we do not promise that they will always be available or free of errors.',
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing Law',
        blocks: [
          p(
            'These terms, and any dispute about them or the Services, are governed by the laws of ',
            law,
            ', without regard to its conflict-of-law rules.',
          ),
          p('If you use the Services as a consumer, you also keep the protection of the mandatory laws of the country where you live.'),
        ],
      },
      {
        id: 'dispute-resolution',
        heading: 'Dispute Resolution',
        blocks: [
          p(
            'If you have a complaint, please e-mail us first at ',
            mail,
            ". Most problems can be solved quickly this way. If we can't resolve the dispute within 60 days of your message, either of us may take it to the competent courts under the governing law above.",
          ),
          p('If you are a consumer, you may also bring a claim in the courts of the place where you live.'),
        ],
      },
      {
        id: 'corrections',
        heading: 'Corrections',
        blocks: [
          p(
            'The website may contain mistakes or outdated information, including about plans, prices, features and availability. We may correct them at any time without notice. The price and plan details shown in the product app when you buy are the ones that apply.',
          ),
        ],
      },
      {
        id: 'disclaimer',
        heading: 'Disclaimer',
        blocks: [
          p(
            'The Services are provided "as is" and "as available". To the extent the law allows, we make no promises about them beyond those in these terms.',
          ),
          p('In particular:'),
          ul(
            'The feedback, scores, reports and questions are generated by AI. They can be wrong, incomplete or unsuitable for your situation, so use your own judgement.',
            'The Services help you practise. They are not professional career, legal, medical or other advice.',
            'We cannot promise that using the Services will get you an interview, a job or any other result. Figures on the website such as numbers of interviews, success rates and ratings describe past users; they are not a promise for you.',
          ),
          p('Nothing in these terms limits rights that consumer law gives you and that cannot be limited.'),
        ],
      },
      {
        id: 'liability',
        heading: 'Limitations of Liability',
        blocks: [
          p(
            'To the extent the law allows, we are not liable for indirect or consequential loss, or for loss of profits, income, data or opportunities (such as a job offer), arising from your use of the Services.',
          ),
          p(
            'To the extent the law allows, our total liability to you for all claims about the Services is limited to the greater of the amount you paid us for the Services in the 12 months before the claim and 100 US dollars.',
          ),
          p(
            'We do not exclude or limit liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to exclude or limit.',
          ),
        ],
      },
      {
        id: 'indemnification',
        heading: 'Indemnification',
        blocks: [
          p(
            "To the extent the law allows, you agree to compensate us for claims, losses and reasonable costs (including legal fees) that arise from your contributions, your breach of these terms or your violation of the law or of anyone's rights. We will tell you about such a claim promptly and let you take part in defending it.",
          ),
        ],
      },
      {
        id: 'user-data',
        heading: 'User Data',
        blocks: [
          p(
            'We keep the data you send to the Services to operate them and to answer you, as our ',
            privacy,
            ` explains. Messages sent through the contact and support forms are deleted ${TICKET_RETENTION_DAYS} days after we receive them.`,
          ),
          p(
            'We take care to protect your data, but you are responsible for keeping your own copies of anything you want to keep, such as reports you download from the product app. To the extent the law allows, we are not liable for loss or corruption of data unless we caused it.',
          ),
        ],
      },
      {
        id: 'electronic-communications',
        heading: 'Electronic Communications',
        blocks: [
          p(
            'When you use the Services, fill in our forms or e-mail us, you communicate with us electronically, and we will answer by e-mail. You agree that agreements, notices and other messages we send you electronically satisfy any legal requirement that they be in writing.',
          ),
        ],
      },
      {
        id: 'california-users',
        heading: 'California Users and Residents',
        blocks: [
          p(
            'If a complaint to us is not resolved to your satisfaction, you may contact the Complaint Assistance Unit of the Division of Consumer Services of the California Department of Consumer Affairs in writing at 1625 North Market Blvd., Suite N 112, Sacramento, California 95834, or by telephone at (800) 952-5210 or (916) 445-1254.',
          ),
          p(
            'Your rights under the California Consumer Privacy Act are described in our ',
            link('Privacy Policy', '/privacy-policy#privacy-rights'),
            '.',
          ),
        ],
      },
      {
        id: 'miscellaneous',
        heading: 'Miscellaneous',
        blocks: [
          ul(
            [
              'These terms, the ',
              privacy,
              ' and any terms shown in the product app for a paid plan are the whole agreement between you and us about the Services.',
            ],
            'If we do not enforce a right under these terms, we have not given it up.',
            'If a court finds part of these terms invalid, the rest still applies.',
            'We may transfer our rights and duties under these terms to a company that takes over our business, provided your rights are not reduced. You may not transfer yours without our written consent.',
            'These terms do not create a partnership, employment or agency relationship between you and us.',
            'We are not responsible for delays or failures caused by events beyond our reasonable control.',
            'Headings are for convenience only. These terms are written in English, and the English version applies.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Contact Us',
        blocks: [p(`${we} provides the Services. For questions about these terms, complaints or notices, e-mail `, mail, '.')],
      },
    ],
  }
}
