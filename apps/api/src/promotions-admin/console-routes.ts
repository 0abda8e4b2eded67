import {
  activityPageBody,
  activityPageParams,
  activityPageStatusBody,
  consoleActivityPageList,
  consoleActivityPageRow,
  consoleStoreWideList,
  consoleStoreWideRow,
  storeWideOfferBody,
  storeWideParams,
  storeWideStatusBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetStoreWide } from '../catalogue';
import { scheduledRoutes } from '../console';
import {
  createActivityPage,
  listActivityPages,
  setActivityPageStatus,
  updateActivityPage,
} from './activity-pages-admin';
import { createStoreWide, listStoreWide, setStoreWideStatus, updateStoreWide } from './store-wide-admin';

/*
 * For 运营 (issue #22 §5): the 全场94折 (permission `promotions`) and the activity pages / templates (permission
 * `content`): list, create, edit, pause / resume / end — the functions `ops welfare …` and `ops page …` call, each
 * one audited transaction. Activity pages are not cached, so a change shows on the next request; a 94折 change
 * clears the cards' 5 s cache of the running offer.
 */

/** The OpenAPI summaries of a kind, named by its label. */
const summariesOf = (label: string) => ({
  list: `${label}: all of them`,
  create: `Create one (${label})`,
  status: `Pause, resume or end one (${label}; 409 from a state that does not allow it)`,
});
const editSummary = (label: string) => `Edit one that has not ended (${label}; 409 once ended)`;

const consolePromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduledRoutes(app, {
    path: '/api/console/welfare',
    permission: 'promotions',
    command: 'welfare',
    summaries: summariesOf('全场94折'),
    params: storeWideParams,
    body: storeWideOfferBody,
    statusBody: storeWideStatusBody,
    list: consoleStoreWideList,
    row: consoleStoreWideRow,
    listAll: listStoreWide,
    create: createStoreWide,
    edit: { summary: editSummary('全场94折'), update: updateStoreWide },
    setStatus: setStoreWideStatus,
    afterWrite: () => forgetStoreWide(app.catalogueCache),
  });
  scheduledRoutes(app, {
    path: '/api/console/activity-pages',
    permission: 'content',
    command: 'page',
    summaries: summariesOf('activity pages and templates'),
    params: activityPageParams,
    body: activityPageBody,
    statusBody: activityPageStatusBody,
    list: consoleActivityPageList,
    row: consoleActivityPageRow,
    listAll: listActivityPages,
    create: createActivityPage,
    edit: { summary: editSummary('activity pages and templates'), update: updateActivityPage },
    setStatus: setActivityPageStatus,
  });
};

export default consolePromotionRoutes;
