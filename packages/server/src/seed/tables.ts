import * as schema from '../db/schema/index';
import { copyTable, type CopyTable } from './writer/copy-table';

const CHANGES = [
  'change1d',
  'change1m',
  'change3m',
  'changeYtd',
  'change1y',
  'change3y',
  'change5y',
  'changeAll',
] as const;

/**
 * Every table the seed writes and the columns it fills, parents before children: the writer
 * flushes in this order so each batch satisfies the foreign keys. Columns not listed keep their
 * database defaults (updated_*, sessions state, …).
 */
// prettier-ignore
export const SEED_TABLES: readonly CopyTable[] = [
  copyTable(schema.organisations, ['id', 'createdAt', 'name', 'slug', 'url', 'domain', 'address']),
  copyTable(schema.subscriptions, ['id', 'createdAt', 'name', 'accountsLimit', 'advisorsLimit']),
  copyTable(schema.portals, [
    'id', 'createdAt', 'name', 'slug', 'organisationId', 'subscriptionId', 'photo', 'theme', 'portalLanguage',
    'phone', 'email', 'tnc', 'fundSpotlight',
  ]),
  copyTable(schema.users, [
    'id', 'createdAt', 'email', 'name', 'phone', 'userLanguage', 'title', 'organisationId', 'isAdmin',
    'isProfessional', 'passwordHash', 'emailVerifiedAt', 'lastLogin', 'telephone', 'linkedin', 'address', 'role',
  ]),
  copyTable(schema.groups, ['id', 'createdAt', 'createdBy', 'createdName', 'portalId', 'name', 'slug', 'score', 'welcome']),
  copyTable(schema.instruments, [
    'id', 'createdAt', 'symbol', 'isin', 'sedol', 'name', 'currency', 'assetClass', 'sector', 'region', 'type',
  ]),
  copyTable(schema.instrumentPrices, ['id', 'createdAt', 'instrumentId', 'date', 'price', 'currency']),
  copyTable(schema.fxRates, ['id', 'createdAt', 'date', 'fromCurrency', 'toCurrency', 'rate']),
  copyTable(schema.benchmarks, ['id', 'createdAt', 'name', 'code', 'currency']),
  copyTable(schema.benchmarkValues, ['id', 'createdAt', 'benchmarkId', 'date', 'value']),
  copyTable(schema.funds, [
    'id', 'createdAt', 'isin', 'name', 'fundCode', 'groupName', 'assetClass', 'fundType', 'objective', 'currency',
    'size', 'price', 'priceDate', 'region', 'sector', 'esgRating', 'instrumentId', ...CHANGES,
  ]),
  copyTable(schema.accounts, [
    'id', 'createdAt', 'portalId', 'name', 'externalId', 'email', 'gender', 'clientUserId', 'termsAccepted',
    'termsAcceptedAt', 'lastLogin', 'lastInviteSent', 'inception', 'location', 'currency', 'externalOwnerName',
    'validated', 'validatedAt', 'value', 'sinceInception', ...CHANGES,
  ]),
  copyTable(schema.accountOwners, ['id', 'createdAt', 'portalId', 'accountId', 'userId']),
  copyTable(schema.groupMembers, ['id', 'createdAt', 'portalId', 'groupId', 'accountId', 'userId', 'memberSince']),
  copyTable(schema.portfolios, [
    'id', 'createdAt', 'portalId', 'accountId', 'name', 'externalId', 'type', 'region', 'currency', 'inception',
    'objective', 'riskLevel', 'esgRating', 'riskProfile', 'color', 'value', 'sinceInception', 'charges',
    'breakdowns', 'valuedThrough', 'performanceFigures', ...CHANGES,
  ]),
  copyTable(schema.holdings, [
    'id', 'createdAt', 'portalId', 'portfolioId', 'parentId', 'instrumentId', 'name', 'symbol', 'units',
    'currency', 'region', 'purchaseDate', 'purchaseValue', 'assetClass', 'sector', 'type', 'price', 'cost',
    'costBase', 'value', 'annualGrowth', 'pricePoints', 'isin', 'sedol',
  ]),
  copyTable(schema.transactions, [
    'id', 'createdAt', 'portalId', 'accountId', 'portfolioId', 'parentId', 'name', 'symbol', 'type', 'date',
    'settleDate', 'amount', 'localCcyAmount', 'units', 'price', 'currency', 'assetClass', 'region', 'security',
    'value', 'balance', 'fundName', 'considerationLocal',
  ]),
  copyTable(schema.portfolioValuations, [
    'id', 'createdAt', 'portalId', 'portfolioId', 'date', 'value', 'netFlow', 'income', 'fees', 'valueAccount',
    'growthColumns', 'growthEntries', 'growthTwr',
  ]),
  copyTable(schema.documents, [
    'id', 'createdAt', 'createdBy', 'createdName', 'portalId', 'name', 'type', 'fileKey', 'fileName', 'size',
    'mime', 'accountId', 'groupId', 'fundId', 'generatedPdf', 'tags',
  ]),
  // The demo's activity log (analytics): no foreign keys beyond the portal.
  copyTable(schema.logs, ['id', 'createdAt', 'createdBy', 'portalId', 'type', 'collection', 'entityId', 'info']),
  copyTable(schema.messages, [
    'id', 'createdAt', 'createdBy', 'createdName', 'portalId', 'subject', 'body', 'recipientUserId',
    'recipientAccountId', 'recipientGroupId', 'threadId', 'threadInitiator',
  ]),
  copyTable(schema.messageRecipients, ['id', 'createdAt', 'portalId', 'messageId', 'userId', 'readAt', 'archivedAt']),
  copyTable(schema.people, [
    'id', 'createdAt', 'portalId', 'name', 'slug', 'title', 'location', 'bio', 'order', 'publishedAt',
  ]),
  copyTable(schema.posts, [
    'id', 'createdAt', 'createdBy', 'createdName', 'publishedAt', 'portalId', 'name', 'slug', 'summary',
    'publishDate', 'authorId', 'tags', 'image', 'teaserTitle', 'teaserSummary', 'embed', 'hidden', 'keypoints',
    'content', 'access',
  ]),
  copyTable(schema.riskProfiles, [
    'id', 'createdAt', 'createdBy', 'createdName', 'portalId', 'name', 'slug', 'returns', 'factsheetUrl',
    'riskLevel', 'benchmarkId',
  ]),
  copyTable(schema.models, [
    'id', 'createdAt', 'createdBy', 'createdName', 'portalId', 'name', 'slug', 'profile', 'riskProfileId', 'min',
    'max', 'avg', 'rebalance', 'data',
  ]),
  copyTable(schema.riskComparisons, ['id', 'createdAt', 'createdBy', 'createdName', 'portalId', 'data']),
  copyTable(schema.commentary, [
    'id', 'createdAt', 'createdBy', 'createdName', 'publishedAt', 'portalId', 'name', 'slug', 'reportDate',
    'language', 'attachment', 'body',
  ]),
];
