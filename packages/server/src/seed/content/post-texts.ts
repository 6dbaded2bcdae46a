import type { PostTag } from '@portal/domain';

export interface PostText {
  name: string;
  tags: PostTag[];
  summary: string;
  keypoints: string[];
  paragraphs: string[];
  video?: boolean;
}

/** The news and insights every demo portal publishes (English: the posts are marketing copy). */
export const POSTS: PostText[] = [
  {
    name: 'Five things to check before the end of the tax year',
    tags: ['Advice'],
    summary: 'ISA and pension allowances reset on 6 April. A short checklist to make the most of them.',
    keypoints: [
      'Use your £20,000 ISA allowance',
      'Carry forward unused pension allowance',
      'Review capital gains',
    ],
    paragraphs: [
      'The UK tax year ends on 5 April, and several valuable allowances cannot be carried over. A few minutes now can save a meaningful amount of tax.',
      'Start with your ISA: up to £20,000 can be added each year, and gains and income inside it are free of tax. Pension contributions receive tax relief at your marginal rate, and unused allowance from the three previous years may be carried forward.',
      'Finally, consider the capital gains tax exemption. Your adviser can help you realise gains within the annual exempt amount and rebuild positions inside an ISA.',
    ],
  },
  {
    name: 'Quarterly outlook: resilient growth, patient central banks',
    tags: ['Insights'],
    summary: 'Our investment committee expects moderate growth and gradual rate cuts over the coming year.',
    keypoints: [
      'Inflation is easing but services prices remain sticky',
      'We stay neutral on equities',
      'Bonds offer attractive income again',
    ],
    paragraphs: [
      'Economic data over the quarter surprised on the upside, with employment holding up better than expected in both the UK and the US.',
      'Central banks have signalled that they are in no hurry to cut rates further while services inflation stays above target. We expect a gradual path lower over the coming year.',
      'In portfolios we keep a neutral weight in equities, with a preference for quality companies, and we continue to add to high-quality bonds where yields offer a real return.',
    ],
  },
  {
    name: 'Introducing our sustainable portfolio range',
    tags: ['Product'],
    summary: 'Four risk-graded portfolios that combine ESG screening with active stewardship.',
    keypoints: ['Four risk levels', 'Independent ESG ratings', 'Annual stewardship report'],
    paragraphs: [
      'Many clients want their investments to reflect their values. Our new sustainable range offers four portfolios, from defensive to growth, built from funds with strong environmental, social and governance credentials.',
      'Each holding is screened using independent ESG ratings, and we engage with fund managers on climate targets and board diversity. An annual stewardship report sets out what we did and why.',
    ],
  },
  {
    name: 'Video: how we build a diversified portfolio',
    tags: ['Videos', 'Insights'],
    summary: 'Our chief investment officer explains asset allocation in ten minutes.',
    keypoints: ['Why diversification matters', 'Strategic and tactical allocation', 'How we rebalance'],
    paragraphs: [
      'In this short video our chief investment officer walks through the way we combine equities, bonds and alternative assets, and how each portfolio is kept within its risk band.',
    ],
    video: true,
  },
  {
    name: 'Case study: funding a family business succession',
    tags: ['Case studies'],
    summary: 'How a family used a trust and a SSAS to pass on the business and secure retirement income.',
    keypoints: [
      'Trust planning across generations',
      'Commercial property held in a SSAS',
      'Tax-efficient retirement income',
    ],
    paragraphs: [
      'When the founders of a manufacturing business approached retirement, they wanted to pass the company to their children without jeopardising their own income.',
      'The business premises were transferred into the family SSAS, which now receives a market rent from the company. A discretionary trust holds investments for the grandchildren, and a drawdown plan provides the founders with a sustainable income.',
    ],
  },
  {
    name: 'Understanding pension drawdown',
    tags: ['Advice'],
    summary: 'Flexible income in retirement brings choice and responsibility. What to consider.',
    keypoints: [
      '25% can usually be taken tax-free',
      'Income is taxed as earnings',
      'Sustainable withdrawal rates',
    ],
    paragraphs: [
      'Drawdown lets you keep your pension invested while taking an income. Usually a quarter of the pot can be taken tax-free; further withdrawals are taxed as income.',
      'The main risk is running out of money. We model sustainable withdrawal rates for each client and review them every year, adjusting for markets and for changes in your plans.',
    ],
  },
  {
    name: 'Markets in review: the year so far',
    tags: ['Insights'],
    summary: 'Equities, bonds and currencies since January, and what drove them.',
    keypoints: ['Global equities led by technology', 'Gilts recovered', 'Sterling steady against the dollar'],
    paragraphs: [
      'Global equity markets have made solid progress this year, led once again by large technology companies, while smaller companies lagged.',
      'Government bonds recovered as inflation moderated. Sterling traded in a narrow range against the dollar and strengthened slightly against the euro.',
    ],
  },
  {
    name: 'New: secure messaging with your adviser',
    tags: ['Product'],
    summary: 'Send messages and documents to your adviser securely from the portal.',
    keypoints: ['End-to-end in the portal', 'Attach PDF documents', 'Notifications by e-mail'],
    paragraphs: [
      'You can now message your adviser directly from the portal. Conversations are kept in threads, and you can attach documents such as proof of address.',
      'You will receive an e-mail when a new message arrives; the message itself stays in the portal, so no personal information is sent by e-mail.',
    ],
  },
  {
    name: 'Inheritance tax: planning ahead',
    tags: ['Advice', 'Case studies'],
    summary: 'Gifts, trusts and pensions can all reduce the inheritance tax your family pays.',
    keypoints: ['Annual gift exemptions', 'Pensions usually sit outside the estate', 'Trusts for control'],
    paragraphs: [
      'Inheritance tax is charged at 40% above the available nil-rate bands. Careful planning, started early, can reduce the bill significantly.',
      'Regular gifts from surplus income, the use of trusts and leaving pension savings to last are among the approaches we discuss with clients.',
    ],
  },
  {
    name: 'Video: our market outlook webinar',
    tags: ['Videos'],
    summary: 'Watch the recording of our latest client webinar on the economic outlook.',
    keypoints: ['Economic outlook', 'Portfolio positioning', 'Questions from clients'],
    paragraphs: ['A recording of our quarterly client webinar, with the questions our clients asked live.'],
    video: true,
  },
  {
    name: 'Why we hold bonds again',
    tags: ['Insights'],
    summary: 'After a decade of low yields, high-quality bonds once more earn their place in portfolios.',
    keypoints: ['Yields above inflation', 'Diversification when equities fall', 'Shorter duration preferred'],
    paragraphs: [
      'For much of the last decade bonds offered little income. Today high-quality government and corporate bonds yield more than inflation, and they can cushion portfolios when equities fall.',
      'We prefer shorter and medium maturities, where the income is attractive and the sensitivity to interest rates is moderate.',
    ],
  },
  {
    name: 'Case study: a first ISA for a young professional',
    tags: ['Case studies', 'Product'],
    summary: 'Starting with monthly contributions and a simple, low-cost portfolio.',
    keypoints: ['Monthly contributions from £100', 'Low-cost index funds', 'Automatic rebalancing'],
    paragraphs: [
      'A client in her twenties wanted to start investing but did not know where to begin. We set up a Stocks & Shares ISA with a monthly contribution and a portfolio of low-cost index funds.',
      'The portfolio rebalances automatically, and she follows its progress in the portal. Contributions can be raised or paused at any time.',
    ],
  },
];

export const AUTHOR_TITLES = ['Chief Investment Officer', 'Head of Research', 'Senior Investment Analyst'];
