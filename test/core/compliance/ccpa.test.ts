import { describeRulePack } from './rule-pack-table';

const UNRELATED = 'Our store opens at nine.';

describeRulePack('ccpa', {
  'ccpa.1798_100.notice_at_collection': [
    ['fail', 'The app silently collects location data.'],
    ['fail', 'We collect personal information without a privacy notice.'],
    ['pass', 'A notice at collection lists the categories of personal information we collect.'],
    ['not_assessable', UNRELATED],
  ],
  'ccpa.1798_110.right_to_know': [
    ['fail', 'Access requests are denied.'],
    ['fail', 'Consumers have no right to know what we collect.'],
    ['pass', 'You have the right to know the specific pieces of personal information we hold.'],
    ['not_assessable', UNRELATED],
  ],
  'ccpa.1798_105.right_to_delete': [
    ['fail', 'Deletion requests will be ignored.'],
    ['fail', 'We keep customer records forever.'],
    ['pass', 'You have the right to delete your personal information.'],
    ['not_assessable', UNRELATED],
  ],
  'ccpa.1798_120.opt_out': [
    ['fail', 'We sell your personal information to data brokers.'],
    ['fail', 'We share browsing data for cross-context behavioral advertising and consumers cannot opt out.'],
    ['pass', 'We sell personal information; you can opt out at any time.'],
    ['not_assessable', 'We do not sell or share personal information.'],
  ],
  'ccpa.1798_135.do_not_sell_link': [
    ['fail', 'We sell your personal information to advertisers. Contact us with questions.'],
    ['fail', 'We use your browsing history for targeted advertising.'],
    ['pass', 'We sell personal information. Use the "Do Not Sell or Share My Personal Information" link to opt out.'],
    ['pass', 'We use targeted advertising and honor Global Privacy Control signals.'],
    ['not_assessable', UNRELATED],
  ],
  'ccpa.1798_120c.minors': [
    ['fail', 'We sell data of kids under 13 to advertisers.'],
    ['fail', 'The teen app shows targeted ads based on usage.'],
    ['pass', 'We never sell data of teens without opt-in consent; teens aged 13 to 15 must give explicit consent before any targeted ads.'],
    ['not_assessable', UNRELATED],
  ],
  'ccpa.1798_121.sensitive_personal_information': [
    ['fail', 'We use precise geolocation for targeted advertising.'],
    ['fail', 'Health data informs our marketing campaigns.'],
    ['pass', 'We use precise geolocation for targeted advertising; use the "Limit the Use of My Sensitive Personal Information" link.'],
    ['not_assessable', UNRELATED],
  ],
  'ccpa.1798_125b.financial_incentives': [
    ['fail', 'Members of our loyalty program get discounts; there is no notice of financial incentive.'],
    ['warning', 'Get a coupon in exchange for your email address.'],
    ['pass', 'Our loyalty program is described in our notice of financial incentive.'],
    ['not_assessable', UNRELATED],
  ],
  'ccpa.1798_125a.non_discrimination': [
    ['fail', 'We charge higher prices to consumers who opt out of the sale of their data.'],
    ['pass', 'We will not discriminate against you for exercising your privacy rights.'],
    ['not_assessable', UNRELATED],
  ],
  'ccpa.1798_140.service_providers': [
    ['fail', 'Our vendors may use customer data for their own purposes.'],
    ['warning', 'Customer data is hosted by a cloud provider.'],
    ['pass', 'Customer data is hosted by a cloud provider under a service provider agreement.'],
    ['not_assessable', UNRELATED],
  ],
  'ccpa.1798_100e.reasonable_security': [
    ['fail', 'Customer passwords are stored in plain text.'],
    ['fail', 'Our customer database sits in a public S3 bucket.'],
    ['warning', 'A data breach exposed customer records.'],
    ['pass', 'Personal information is encrypted and access is restricted to support staff.'],
    ['not_assessable', UNRELATED],
  ],
  'ccpa.1798_100a3.retention': [
    ['fail', 'We retain personal information indefinitely.'],
    ['pass', 'We keep purchase history for 24 months.'],
    ['not_assessable', UNRELATED],
  ],
});
