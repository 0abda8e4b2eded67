import { invoicePage } from '../api/contracts';
import { request } from '../api/request';
import { keys } from './keys';
import { useRead } from './read';

/** The invoice centre's address (spec §2 /zzfw/dzfp; the header's /dzfp leads here). */
export const INVOICE_PATH = '/zzfw/dzfp';

/** The invoice list's filters as the address bar carries them: status '' = all, Beijing dates. */
export interface InvoiceFilters {
  page: number;
  status: string;
  start_time: string;
  end_time: string;
}

/** GET /api/invoice: one page of the company's invoices and red-letter invoices, newest first. */
export function useInvoices(filters: InvoiceFilters) {
  return useRead(keys.invoice.list({ ...filters }), () =>
    request('/invoice', { query: filters, schema: invoicePage }),
  );
}

/** Where an invoice's PDF (the platform's copy) downloads. */
export const invoiceDownloadHref = (id: number) => `/api/invoice/${id}/download`;
