import { invoiceIdParams, invoiceListQuery, invoicePage } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../db/client';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { signedInOnly } from '../lib/openapi';
import { readSettings } from '../site';
import { invoicePdf } from './pdf';
import { companyInvoice, invoiceList } from './reads';

/**
 * The invoice centre (issue #21 §3, /zzfw/dzfp and the header's /dzfp): the buyer's company's invoices and
 * red-letter invoices, and each one's PDF (the platform's copy). Another company's invoice answers 404 like a
 * missing one. Never cached: an invoice changes when 财务 issues or reverses it. docs/invoices.md.
 */
/** The platform company that sells (and invoices): the supplier of delivery notes, else the transfer payee. */
async function sellerName(db: Executor): Promise<string> {
  const { supplier_name, transfer_payee } = await readSettings(db, ['supplier_name', 'transfer_payee']);
  return supplier_name || transfer_payee.name;
}

const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/invoice',
    {
      schema: {
        tags: ['invoice'],
        security: signedInOnly,
        summary:
          "My company's e-invoices (blue and red-letter): status, Beijing date range on the invoice's date, page",
        querystring: invoiceListQuery,
        response: okSchema(invoicePage),
      },
    },
    async (request) => {
      const { company } = await request.requireSessionUser();
      if (!company)
        return ok({ list: [], total: 0, page: request.query.page, per_page: request.query.per_page });
      return ok(await invoiceList(app.db, company.id, request.query));
    },
  );

  app.get(
    '/api/invoice/:id/download',
    {
      schema: {
        tags: ['invoice'],
        security: signedInOnly,
        summary: "An invoice as a PDF built from its data, marked 平台副本 (not the tax platform's original)",
        params: invoiceIdParams,
      },
    },
    async (request, reply) => {
      const { companyId } = await request.requireCompany();
      const invoice = await companyInvoice(app.db, companyId, request.params.id);
      if (!invoice) throw notFound();
      const name = `${invoice.kind === 'red' ? '红字' : ''}发票-${invoice.number || invoice.order.order_sn}.pdf`;
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="invoice-${invoice.id}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(await invoicePdf(invoice, await sellerName(app.db)));
    },
  );
};

export default invoiceRoutes;
