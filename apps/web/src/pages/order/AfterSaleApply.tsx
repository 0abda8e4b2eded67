import { type AfterSaleCreateBody, afterSalePath, type OrderDetail } from '@yaocai/domain';
import { AfterSalesForm, type AfterSalesPhoto, Button } from '@yaocai/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ApiError } from '../../api/errors';
import { useCreateAfterSale } from '../../data/use-after-sales';
import { useUploadCertificateImage } from '../../data/use-qualifications';
import { Section } from './OrderDetailPage.styles';

/**
 * 申请售后 on the order detail (issue #21 §5): the order's newest request and its status, and — where the server
 * says the order may be asked about — the form, lines capped at their returnable units. On success the buyer
 * goes to the request's page.
 */
export function AfterSaleApply({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [photos, setPhotos] = useState<AfterSalesPhoto[]>([]);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const upload = useUploadCertificateImage({ onError: setRefusal });
  const create = useCreateAfterSale({ onError: setRefusal });
  const lines = order.lines
    .filter((line) => line.goods_id !== null && line.combination_id === null)
    .map((line) => ({
      id: line.id,
      name: line.name,
      spec: line.ypgg,
      unit: line.bzdw,
      returnable: line.returnable,
      gift: line.is_gift === 1,
    }));
  if (order.can_after_sale === 0 && !order.after_sale) return null;
  const addPhotos = async (files: File[]) => {
    for (const file of files) {
      const image = await upload.run(file);
      if (image) setPhotos((all) => [...all, image]);
    }
  };
  const submit = async (body: AfterSaleCreateBody) => {
    setRefusal(null);
    const created = await create.run(order.id, body);
    if (created) navigate(afterSalePath(body.type, created.id));
  };
  return (
    <Section aria-labelledby="order-after-sale">
      <h2 id="order-after-sale">售后</h2>
      {order.after_sale && (
        <p>
          最近的售后申请：{order.after_sale.status_text}{' '}
          <Link to={`/order/afterSalesInfo/${order.after_sale.id}`}>查看售后进度</Link>
        </p>
      )}
      {order.can_after_sale === 1 &&
        (open ? (
          <AfterSalesForm
            lines={lines}
            photos={photos}
            onAddPhotos={(files) => void addPhotos(files)}
            onRemovePhoto={(id) => setPhotos((all) => all.filter((photo) => photo.image_id !== id))}
            uploading={upload.pending}
            onSubmit={(values) => void submit(values)}
            onCancel={() => setOpen(false)}
            submitting={create.pending}
            error={refusal?.message}
            fieldErrors={refusal?.fieldErrors ?? undefined}
          />
        ) : (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            申请售后
          </Button>
        ))}
    </Section>
  );
}
