import {
  cashbackCampaignBody,
  cashbackCampaignParams,
  cashbackScheduleBody,
  cashbackStatusBody,
  consoleCashbackList,
  consoleCashbackRow,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduledRoutes } from '../console';
import { createCampaign, listCampaigns, scheduleCampaign, setCampaignStatus } from './campaigns';

/**
 * 满返活动 in the console (issue #22 §5), for 运营 (permission `promotions`, as coupons): the campaigns, creating
 * one, its window, pausing, resuming and ending — the functions `ops cashback …` calls, each one audited transaction.
 */
const cashbackConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduledRoutes(app, {
    path: '/api/console/cashback',
    permission: 'promotions',
    command: 'cashback',
    noun: '满返活动',
    summaries: {
      list: 'Cash-back campaigns, newest first',
      create: 'Create a cash-back campaign',
      status: 'Pause, resume (active) or end a campaign (409 from a state that does not allow it)',
    },
    params: cashbackCampaignParams,
    body: cashbackCampaignBody,
    statusBody: cashbackStatusBody,
    list: consoleCashbackList,
    row: consoleCashbackRow,
    listAll: listCampaigns,
    create: createCampaign,
    setStatus: (tx, id, { status }) => setCampaignStatus(tx, id, status),
    schedule: {
      summary: "Set a campaign's window (409 once ended)",
      body: cashbackScheduleBody,
      set: scheduleCampaign,
    },
  });
};

export default cashbackConsoleRoutes;
