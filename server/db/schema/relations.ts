import { relations } from 'drizzle-orm';
import { categories, categoryTranslations } from './categories';
import { messageGroupReads, messageGroups, messages } from './chat';
import { companies, enterpriseMembers } from './companies';
import { keywordRequests, keywords } from './keywords';
import {
  magazinePostCategories,
  magazinePostOptions,
  magazinePostOptionTranslations,
  magazinePosts,
  magazinePostTranslations,
} from './magazine';
import { notifications, notificationSettings } from './notifications';
import { partners } from './partners';
import { picks } from './picks';
import { queueTickets, spotQueues } from './queues';
import { regions } from './regions';
import { popspotReservations, reservationNotifications, reservationSlots } from './reservations';
import {
  reviewFiles,
  reviewMetrics,
  reviewMetricTranslations,
  reviewReactions,
  reviews,
  reviewSelectedMetrics,
} from './reviews';
import { spotBenefits, spotCategories, spotFiles, spots, spotTranslations, spotWebsites } from './spots';
import { users, userTerms } from './users';
import { votes } from './votes';

/**
 * Relations for Drizzle's relational queries (`db.query.spots.findFirst({ with: { files:
 * true } })`). They describe the foreign keys above for the query builder only and produce
 * no SQL in migrations. Picks are polymorphic (reference_id), so they have no spot relation.
 */

export const usersRelations = relations(users, ({ many, one }) => ({
  terms: many(userTerms),
  picks: many(picks),
  reviews: many(reviews),
  queueTickets: many(queueTickets),
  notifications: many(notifications),
  notificationSettings: many(notificationSettings),
  keywords: many(keywords),
  reservationNotifications: many(reservationNotifications),
  reservations: many(popspotReservations),
  enterpriseMember: one(enterpriseMembers),
}));

export const userTermsRelations = relations(userTerms, ({ one }) => ({
  user: one(users, { fields: [userTerms.userId], references: [users.id] }),
}));

export const companiesRelations = relations(companies, ({ many }) => ({
  members: many(enterpriseMembers),
  spots: many(spots),
}));

export const enterpriseMembersRelations = relations(enterpriseMembers, ({ one }) => ({
  user: one(users, { fields: [enterpriseMembers.userId], references: [users.id] }),
  company: one(companies, { fields: [enterpriseMembers.companyId], references: [companies.id] }),
}));

export const regionsRelations = relations(regions, ({ one, many }) => ({
  parent: one(regions, {
    fields: [regions.parentCode],
    references: [regions.code],
    relationName: 'region_parent',
  }),
  children: many(regions, { relationName: 'region_parent' }),
  spots: many(spots),
  partners: many(partners),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  translations: many(categoryTranslations),
  spotCategories: many(spotCategories),
}));

export const categoryTranslationsRelations = relations(categoryTranslations, ({ one }) => ({
  category: one(categories, {
    fields: [categoryTranslations.categoryId],
    references: [categories.id],
  }),
}));

export const spotsRelations = relations(spots, ({ one, many }) => ({
  region: one(regions, { fields: [spots.regionCode], references: [regions.code] }),
  company: one(companies, { fields: [spots.companyId], references: [companies.id] }),
  files: many(spotFiles),
  spotCategories: many(spotCategories),
  benefits: many(spotBenefits),
  websites: many(spotWebsites),
  translations: many(spotTranslations),
  reviews: many(reviews),
  votes: many(votes),
  queues: many(spotQueues),
  reservationSlots: many(reservationSlots),
}));

export const spotFilesRelations = relations(spotFiles, ({ one }) => ({
  spot: one(spots, { fields: [spotFiles.spotId], references: [spots.id] }),
}));

export const spotCategoriesRelations = relations(spotCategories, ({ one }) => ({
  spot: one(spots, { fields: [spotCategories.spotId], references: [spots.id] }),
  category: one(categories, {
    fields: [spotCategories.categoryId],
    references: [categories.id],
  }),
}));

export const spotBenefitsRelations = relations(spotBenefits, ({ one }) => ({
  spot: one(spots, { fields: [spotBenefits.spotId], references: [spots.id] }),
}));

export const spotWebsitesRelations = relations(spotWebsites, ({ one }) => ({
  spot: one(spots, { fields: [spotWebsites.spotId], references: [spots.id] }),
}));

export const spotTranslationsRelations = relations(spotTranslations, ({ one }) => ({
  spot: one(spots, { fields: [spotTranslations.spotId], references: [spots.id] }),
}));

export const picksRelations = relations(picks, ({ one }) => ({
  user: one(users, { fields: [picks.userId], references: [users.id] }),
}));

export const votesRelations = relations(votes, ({ one }) => ({
  spot: one(spots, { fields: [votes.spotId], references: [spots.id] }),
  user: one(users, { fields: [votes.userId], references: [users.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
  spot: one(spots, { fields: [reviews.spotId], references: [spots.id] }),
  files: many(reviewFiles),
  selectedMetrics: many(reviewSelectedMetrics),
  reactions: many(reviewReactions),
}));

export const reviewFilesRelations = relations(reviewFiles, ({ one }) => ({
  review: one(reviews, { fields: [reviewFiles.reviewId], references: [reviews.id] }),
}));

export const reviewMetricsRelations = relations(reviewMetrics, ({ many }) => ({
  translations: many(reviewMetricTranslations),
  selections: many(reviewSelectedMetrics),
}));

export const reviewMetricTranslationsRelations = relations(reviewMetricTranslations, ({ one }) => ({
  metric: one(reviewMetrics, {
    fields: [reviewMetricTranslations.metricId],
    references: [reviewMetrics.id],
  }),
}));

export const reviewSelectedMetricsRelations = relations(reviewSelectedMetrics, ({ one }) => ({
  review: one(reviews, { fields: [reviewSelectedMetrics.reviewId], references: [reviews.id] }),
  metric: one(reviewMetrics, {
    fields: [reviewSelectedMetrics.metricId],
    references: [reviewMetrics.id],
  }),
}));

export const reviewReactionsRelations = relations(reviewReactions, ({ one }) => ({
  review: one(reviews, { fields: [reviewReactions.reviewId], references: [reviews.id] }),
  user: one(users, { fields: [reviewReactions.userId], references: [users.id] }),
}));

export const spotQueuesRelations = relations(spotQueues, ({ one, many }) => ({
  spot: one(spots, { fields: [spotQueues.spotId], references: [spots.id] }),
  tickets: many(queueTickets),
}));

export const queueTicketsRelations = relations(queueTickets, ({ one }) => ({
  queue: one(spotQueues, { fields: [queueTickets.queueId], references: [spotQueues.id] }),
  user: one(users, { fields: [queueTickets.userId], references: [users.id] }),
}));

export const reservationNotificationsRelations = relations(reservationNotifications, ({ one }) => ({
  user: one(users, { fields: [reservationNotifications.userId], references: [users.id] }),
  spot: one(spots, { fields: [reservationNotifications.spotId], references: [spots.id] }),
}));

export const reservationSlotsRelations = relations(reservationSlots, ({ one, many }) => ({
  spot: one(spots, { fields: [reservationSlots.spotId], references: [spots.id] }),
  reservations: many(popspotReservations),
}));

export const popspotReservationsRelations = relations(popspotReservations, ({ one }) => ({
  spot: one(spots, { fields: [popspotReservations.spotId], references: [spots.id] }),
  slot: one(reservationSlots, {
    fields: [popspotReservations.slotId],
    references: [reservationSlots.id],
  }),
  user: one(users, { fields: [popspotReservations.userId], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const notificationSettingsRelations = relations(notificationSettings, ({ one }) => ({
  user: one(users, { fields: [notificationSettings.userId], references: [users.id] }),
}));

export const keywordsRelations = relations(keywords, ({ one }) => ({
  user: one(users, { fields: [keywords.userId], references: [users.id] }),
}));

export const keywordRequestsRelations = relations(keywordRequests, ({ one }) => ({
  user: one(users, { fields: [keywordRequests.userId], references: [users.id] }),
}));

export const messageGroupsRelations = relations(messageGroups, ({ many }) => ({
  messages: many(messages),
  reads: many(messageGroupReads),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  group: one(messageGroups, { fields: [messages.groupId], references: [messageGroups.id] }),
  user: one(users, { fields: [messages.userId], references: [users.id] }),
}));

export const messageGroupReadsRelations = relations(messageGroupReads, ({ one }) => ({
  group: one(messageGroups, {
    fields: [messageGroupReads.groupId],
    references: [messageGroups.id],
  }),
  user: one(users, { fields: [messageGroupReads.userId], references: [users.id] }),
}));

export const magazinePostsRelations = relations(magazinePosts, ({ many }) => ({
  options: many(magazinePostOptions),
  categories: many(magazinePostCategories),
  translations: many(magazinePostTranslations),
}));

export const magazinePostOptionsRelations = relations(magazinePostOptions, ({ one, many }) => ({
  post: one(magazinePosts, {
    fields: [magazinePostOptions.postId],
    references: [magazinePosts.id],
  }),
  spot: one(spots, { fields: [magazinePostOptions.spotId], references: [spots.id] }),
  translations: many(magazinePostOptionTranslations),
}));

export const magazinePostOptionTranslationsRelations = relations(magazinePostOptionTranslations, ({ one }) => ({
  option: one(magazinePostOptions, {
    fields: [magazinePostOptionTranslations.optionId],
    references: [magazinePostOptions.id],
  }),
}));

export const magazinePostCategoriesRelations = relations(magazinePostCategories, ({ one }) => ({
  post: one(magazinePosts, {
    fields: [magazinePostCategories.postId],
    references: [magazinePosts.id],
  }),
}));

export const magazinePostTranslationsRelations = relations(magazinePostTranslations, ({ one }) => ({
  post: one(magazinePosts, {
    fields: [magazinePostTranslations.postId],
    references: [magazinePosts.id],
  }),
}));

export const partnersRelations = relations(partners, ({ one }) => ({
  region: one(regions, { fields: [partners.regionCode], references: [regions.code] }),
}));
