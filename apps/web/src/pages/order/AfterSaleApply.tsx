import { type AfterSaleCreateBody, afterSalePath, type OrderDetail } from '@yaocai/domain';
import { AfterSalesForm, type AfterSalesFormLine, type AfterSalesPhoto, Button } from '@yaocai/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ApiError } from '../../api/errors';
import { useCreateAfterSale } from '../../data/use-after-sales';
import { useUploadCertificateImage } from '../../data/use-qualifications';
import { Section } from './OrderDetailPage.styles';

type Line = OrderDetail['lines'][number];

/**
 * The form's rows: goods lines (a recorded gift with its trigger line and that line's split part, so the form shows
 * 赠品随退 by the server's rule) and one row per combination in sets, what a set holds as its spec; the parts follow
 * their sets on the server (docs/after-sales.md).
 */
function formLines(lines: readonly Line[]): AfterSalesFormLine[] {
  const partsOf = (set: Line) =>
    lines.filter((line) => line.combination_id === set.combination_id && line.goods_id !== null);
  return lines
    .filter((line) => line.combination_id === null || line.goods_id === null)
    .map((line) => {
      if (line.goods_id === null)
        return {
          id: line.id,
          name: line.name,
          spec: `每套含：${partsOf(line)
            .map((part) => `${part.name}×${part.number / line.number}${part.bzdw}`)
            .join('、')}`,
          unit: '套',
          returnable: line.returnable,
        };
      const rule = line.gift_rule;
      return {
        id: line.id,
        name: line.name,
        spec: line.ypgg,
        unit: line.bzdw,
        returnable: line.returnable,
        gift: line.is_gift === 1,
        ...(rule && {
          giftRule: {
            triggerLineIds: lines
              .filter(
                (other) =>
                  other.id === rule.trigger_line_id || other.split_of_line_id === rule.trigger_line_id,
              )
              .map((other) => other.id),
            buy: rule.buy,
            get: rule.get,
            given: line.number,
          },
        }),
      };
    });
}

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
  const lines = formLines(order.lines);
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
