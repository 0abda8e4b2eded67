import {
  certificateApproveBody,
  companyApproveBody,
  companyScopeBody,
  consoleCertificateIdParams,
  consoleCompanyDetail,
  consoleCompanyIdParams,
  consoleCompanyPage,
  consoleCompanyQuery,
  consoleImageParams,
  emptyData,
  firstReviewBody,
  reviewRejectBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import type { Executor } from '../db/client';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { approveCertificate, rejectCertificate } from './certificate-review';
import { certificateImageForReview, companyForReview, companyQueue, noSuchCompany } from './console-reads';
import { approveCompany, passFirstReview, type ReviewOutcome, rejectCompany } from './review';
import { changeScope } from './scope-edit';

/**
 * 审核 in the console (issue #26 §2, docs/console.md): the company queue, a company's page, its certificates'
 * pictures, and the decisions `ops approve-company` & co. make — the same functions (review.ts), each call one
 * audited transaction (console source, the operator's username, before → after).
 */
const qualificationConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Runs one decision as the signed-in operator's audited action. */
  async function decide(
    request: { requireOperator(): Promise<{ username: string }> },
    command: string,
    args: Record<string, unknown>,
    work: (tx: Executor, reviewer: string) => Promise<ReviewOutcome>,
  ) {
    const { username } = await request.requireOperator();
    return auditedAction(app.db, { operator: username, command, args }, async (tx) => {
      const outcome = await work(tx, username);
      return { value: outcome.result, ...outcome };
    });
  }

  app.get(
    '/api/console/companies',
    {
      config: { console: 'companies' },
      schema: {
        summary: 'The company review queue: pending first, oldest submission first; filtered by status',
        querystring: consoleCompanyQuery,
        response: okSchema(consoleCompanyPage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await companyQueue(app.db, request.query));
    },
  );

  app.get(
    '/api/console/companies/:id',
    {
      config: { console: 'companies' },
      schema: {
        summary: 'A company with its typed fields, business scope and certificates (pictures for operators)',
        params: consoleCompanyIdParams,
        response: okSchema(consoleCompanyDetail),
      },
    },
    async (request, reply) => {
      const detail = await companyForReview(app.db, request.params.id);
      if (!detail) throw noSuchCompany();
      reply.header('cache-control', 'no-store');
      return ok(detail);
    },
  );

  app.post(
    '/api/console/companies/:id/first_review',
    {
      config: { console: 'companies' },
      schema: {
        summary: '初审通过: the company then waits for 质量审核 by another operator',
        params: consoleCompanyIdParams,
        body: firstReviewBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await decide(request, 'first-review-company', { id }, (tx, reviewer) =>
        passFirstReview(tx, id, reviewer),
      );
      return ok(null, result);
    },
  );

  app.post(
    '/api/console/companies/:id/approve',
    {
      config: { console: 'quality-review' },
      schema: {
        summary:
          '质量审核通过: approves the company (after 初审 by another operator), its certificates under review and its scope (as asked, or exactly `scope`)',
        params: consoleCompanyIdParams,
        body: companyApproveBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { scope } = request.body;
      const result = await decide(request, 'approve-company', { id, scope }, (tx, reviewer) =>
        approveCompany(tx, id, scope, reviewer, 'quality'),
      );
      return ok(null, result);
    },
  );

  app.post(
    '/api/console/companies/:id/reject',
    {
      config: { console: 'companies' },
      schema: {
        summary:
          "Reject a company's qualification at the stage it waits at (初审 or 质量审核), with a reason the buyer is told",
        params: consoleCompanyIdParams,
        body: reviewRejectBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const result = await decide(request, 'reject-company', { id, reason }, (tx, reviewer) =>
        rejectCompany(tx, id, reason, reviewer),
      );
      return ok(null, result);
    },
  );

  app.put(
    '/api/console/companies/:id/scope',
    {
      config: { console: 'companies' },
      schema: {
        summary:
          "An approved company's business scope, exactly `scope` (goods outside it are no longer buyable)",
        params: consoleCompanyIdParams,
        body: companyScopeBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { scope } = request.body;
      const result = await decide(request, 'company-scope', { id, scope }, (tx, operator) =>
        changeScope(tx, id, scope, operator),
      );
      return ok(null, result);
    },
  );

  app.post(
    '/api/console/certificates/:id/approve',
    {
      config: { console: 'certificates' },
      schema: {
        summary: 'Approve one certificate',
        params: consoleCertificateIdParams,
        body: certificateApproveBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await decide(request, 'approve-cert', { id }, (tx, reviewer) =>
        approveCertificate(tx, id, reviewer),
      );
      return ok(null, result);
    },
  );

  app.post(
    '/api/console/certificates/:id/reject',
    {
      config: { console: 'certificates' },
      schema: {
        summary: 'Reject one certificate with a reason the buyer is told',
        params: consoleCertificateIdParams,
        body: reviewRejectBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const result = await decide(request, 'reject-cert', { id, reason }, (tx, reviewer) =>
        rejectCertificate(tx, id, reason, reviewer),
      );
      return ok(null, result);
    },
  );

  app.get(
    '/api/console/certificate-images/:image_id',
    {
      config: { console: 'certificates' },
      schema: {
        summary:
          "A certificate's picture for an operator who reviews certificates (only images a certificate uses)",
        params: consoleImageParams,
      },
    },
    async (request, reply) => {
      const image = await certificateImageForReview(app.db, app.config.dataDir, request.params.image_id);
      if (!image) throw notFound();
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
};

export default qualificationConsoleRoutes;
