import { relations } from 'drizzle-orm';
import { accountOwners, accounts, groupMembers } from './accounts';
import { pages, pagesHistory, people, posts, postsHistory } from './content';
import { dataProcessSteps, dataProcesses } from './data-processes';
import { documentFavourites, documents } from './documents';
import { forms, submissions } from './forms';
import { organisations, sessions, users } from './identity';
import {
  benchmarkValues,
  benchmarks,
  fundFavourites,
  funds,
  instrumentPrices,
  instruments,
} from './market-data';
import { libraries, media } from './media';
import { messageRecipients, messages } from './messages';
import { navigation, subnavigation } from './navigation';
import { holdings, portfolioValuations, portfolios, transactions } from './portfolios';
import { groups, portals, subscriptions } from './tenancy';

// Relations for `db.query.<table>.findMany({ with: … })`. They add no SQL; the foreign keys are
// declared on the columns.

export const organisationsRelations = relations(organisations, ({ many }) => ({
  users: many(users),
  portals: many(portals),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  organisation: one(organisations, { fields: [users.organisationId], references: [organisations.id] }),
  sessions: many(sessions),
  ownedAccounts: many(accountOwners),
  clientAccounts: many(accounts),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const portalsRelations = relations(portals, ({ one, many }) => ({
  organisation: one(organisations, { fields: [portals.organisationId], references: [organisations.id] }),
  subscription: one(subscriptions, { fields: [portals.subscriptionId], references: [subscriptions.id] }),
  accounts: many(accounts),
  groups: many(groups),
}));

export const groupsRelations = relations(groups, ({ one, many }) => ({
  portal: one(portals, { fields: [groups.portalId], references: [portals.id] }),
  members: many(groupMembers),
  documents: many(documents),
}));

export const accountsRelations = relations(accounts, ({ one, many }) => ({
  portal: one(portals, { fields: [accounts.portalId], references: [portals.id] }),
  client: one(users, { fields: [accounts.clientUserId], references: [users.id] }),
  owners: many(accountOwners),
  groupMemberships: many(groupMembers),
  portfolios: many(portfolios),
  transactions: many(transactions),
  documents: many(documents),
}));

export const accountOwnersRelations = relations(accountOwners, ({ one }) => ({
  account: one(accounts, { fields: [accountOwners.accountId], references: [accounts.id] }),
  user: one(users, { fields: [accountOwners.userId], references: [users.id] }),
}));

export const groupMembersRelations = relations(groupMembers, ({ one }) => ({
  group: one(groups, { fields: [groupMembers.groupId], references: [groups.id] }),
  account: one(accounts, { fields: [groupMembers.accountId], references: [accounts.id] }),
  user: one(users, { fields: [groupMembers.userId], references: [users.id] }),
}));

export const portfoliosRelations = relations(portfolios, ({ one, many }) => ({
  account: one(accounts, { fields: [portfolios.accountId], references: [accounts.id] }),
  holdings: many(holdings),
  transactions: many(transactions),
  valuations: many(portfolioValuations),
}));

export const holdingsRelations = relations(holdings, ({ one }) => ({
  portfolio: one(portfolios, { fields: [holdings.portfolioId], references: [portfolios.id] }),
  instrument: one(instruments, { fields: [holdings.instrumentId], references: [instruments.id] }),
}));

export const transactionsRelations = relations(transactions, ({ one }) => ({
  account: one(accounts, { fields: [transactions.accountId], references: [accounts.id] }),
  portfolio: one(portfolios, { fields: [transactions.portfolioId], references: [portfolios.id] }),
}));

export const portfolioValuationsRelations = relations(portfolioValuations, ({ one }) => ({
  portfolio: one(portfolios, { fields: [portfolioValuations.portfolioId], references: [portfolios.id] }),
}));

export const instrumentsRelations = relations(instruments, ({ many }) => ({
  prices: many(instrumentPrices),
  holdings: many(holdings),
}));

export const instrumentPricesRelations = relations(instrumentPrices, ({ one }) => ({
  instrument: one(instruments, { fields: [instrumentPrices.instrumentId], references: [instruments.id] }),
}));

export const benchmarksRelations = relations(benchmarks, ({ many }) => ({
  values: many(benchmarkValues),
}));

export const benchmarkValuesRelations = relations(benchmarkValues, ({ one }) => ({
  benchmark: one(benchmarks, { fields: [benchmarkValues.benchmarkId], references: [benchmarks.id] }),
}));

export const fundsRelations = relations(funds, ({ many }) => ({
  favourites: many(fundFavourites),
  documents: many(documents),
}));

export const fundFavouritesRelations = relations(fundFavourites, ({ one }) => ({
  fund: one(funds, { fields: [fundFavourites.fundId], references: [funds.id] }),
  user: one(users, { fields: [fundFavourites.userId], references: [users.id] }),
}));

export const documentsRelations = relations(documents, ({ one, many }) => ({
  account: one(accounts, { fields: [documents.accountId], references: [accounts.id] }),
  group: one(groups, { fields: [documents.groupId], references: [groups.id] }),
  fund: one(funds, { fields: [documents.fundId], references: [funds.id] }),
  favourites: many(documentFavourites),
}));

export const documentFavouritesRelations = relations(documentFavourites, ({ one }) => ({
  document: one(documents, { fields: [documentFavourites.documentId], references: [documents.id] }),
  user: one(users, { fields: [documentFavourites.userId], references: [users.id] }),
}));

export const messagesRelations = relations(messages, ({ many }) => ({
  recipients: many(messageRecipients),
}));

export const messageRecipientsRelations = relations(messageRecipients, ({ one }) => ({
  message: one(messages, { fields: [messageRecipients.messageId], references: [messages.id] }),
  user: one(users, { fields: [messageRecipients.userId], references: [users.id] }),
}));

export const formsRelations = relations(forms, ({ many }) => ({
  submissions: many(submissions),
}));

export const submissionsRelations = relations(submissions, ({ one }) => ({
  form: one(forms, { fields: [submissions.parentId], references: [forms.id] }),
}));

export const dataProcessesRelations = relations(dataProcesses, ({ many }) => ({
  steps: many(dataProcessSteps),
}));

export const dataProcessStepsRelations = relations(dataProcessSteps, ({ one }) => ({
  process: one(dataProcesses, { fields: [dataProcessSteps.parentId], references: [dataProcesses.id] }),
}));

export const navigationRelations = relations(navigation, ({ many }) => ({
  subnavigation: many(subnavigation),
}));

export const subnavigationRelations = relations(subnavigation, ({ one }) => ({
  navigation: one(navigation, { fields: [subnavigation.parentId], references: [navigation.id] }),
}));

export const pagesRelations = relations(pages, ({ many }) => ({
  history: many(pagesHistory),
}));

export const pagesHistoryRelations = relations(pagesHistory, ({ one }) => ({
  page: one(pages, { fields: [pagesHistory.parentId], references: [pages.id] }),
}));

export const postsRelations = relations(posts, ({ one, many }) => ({
  author: one(people, { fields: [posts.authorId], references: [people.id] }),
  history: many(postsHistory),
}));

export const postsHistoryRelations = relations(postsHistory, ({ one }) => ({
  post: one(posts, { fields: [postsHistory.parentId], references: [posts.id] }),
}));

export const librariesRelations = relations(libraries, ({ one, many }) => ({
  parent: one(libraries, {
    fields: [libraries.parentId],
    references: [libraries.id],
    relationName: 'folders',
  }),
  children: many(libraries, { relationName: 'folders' }),
  media: many(media),
}));

export const mediaRelations = relations(media, ({ one }) => ({
  library: one(libraries, { fields: [media.parentId], references: [libraries.id] }),
}));
