import {
  beijingDateTime,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackBody,
  feedbackBody,
} from '@yaocai/domain';
import { Field, Input, ListState, Select } from '@yaocai/ui';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { WideButton } from '../../components/account/account.styles';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { useUploadCertificateImage } from '../../data/use-qualifications';
import { useFeedbackList, useSendFeedback } from '../../data/use-self-service';
import { Muted, PageHeading, Panel, StackList } from '../../layout/page.styles';
import { domainResolver } from '../../lib/domain-resolver';
import { readPage } from '../../lib/page-number';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 520px;
  max-width: 100%;
`;

const TextArea = styled.textarea`
  min-height: 120px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
`;

const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  img { width: 72px; height: 72px; object-fit: cover; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Reply = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  white-space: pre-wrap;
`;

const Item = styled.article`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  p { white-space: pre-wrap; }
`;

interface FeedbackFields {
  type: string;
  content: string;
  contact: string;
}

// The photos are not a form field: the resolver adds their ids (a default value would override them).
const EMPTY: FeedbackFields = { type: 'product', content: '', contact: '' };
const FIELDS = ['type', 'content', 'contact'] as const;

/** /zzfw/yjfk — 意见反馈: send feedback with photos; the company's feedback with 客服's replies below. */
export function FeedbackPage() {
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const list = useFeedbackList(page);
  const contentId = useId();
  const photoId = useId();
  const [photos, setPhotos] = useState<{ id: string; url: string }[]>([]);
  const [photoError, setPhotoError] = useState('');
  const upload = useUploadCertificateImage({ onError: (error) => setPhotoError(error.message) });
  const { form, submit } = useActionForm(useSendFeedback, {
    resolver: domainResolver<FeedbackFields, FeedbackBody>(feedbackBody, () => ({
      image_ids: photos.map((photo) => photo.id),
    })),
    defaultValues: EMPTY,
    fields: FIELDS,
    onDone: (_result, _body, { reset }) => {
      reset(EMPTY);
      setPhotos([]);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhotoError('');
    const image = (await upload.run(file)) as { image_id: string; url: string } | undefined;
    if (image) setPhotos((current) => [...current, { id: image.image_id, url: image.url }]);
  };

  return (
    <>
      <Panel aria-labelledby="yjfk-heading">
        <PageHeading id="yjfk-heading">意见反馈</PageHeading>
        <Form noValidate onSubmit={submit}>
          <FormRootError errors={errors} />
          <Field label="反馈类型" required error={errors.type?.message}>
            <Select {...register('type')}>
              {FEEDBACK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {FEEDBACK_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={contentId} label="反馈内容" required error={errors.content?.message}>
            <TextArea
              id={contentId}
              placeholder="请描述您遇到的问题或建议（5-500字）"
              {...register('content')}
            />
          </Field>
          <Field
            id={photoId}
            label={`图片（最多${FEEDBACK_IMAGES_MAX}张）`}
            error={photoError || undefined}
            hint="JPG、PNG、WebP，每张不超过5MB"
          >
            <input
              id={photoId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={photos.length >= FEEDBACK_IMAGES_MAX || upload.pending}
              onChange={(event) => {
                void addPhoto(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Field>
          {photos.length ? (
            <Thumbs>
              {photos.map((photo, index) => (
                <img key={photo.id} src={photo.url} alt={`反馈图片${index + 1}`} />
              ))}
            </Thumbs>
          ) : null}
          <Field label="联系方式" error={errors.contact?.message}>
            <Input placeholder="手机或邮箱，方便客服联系您" {...register('contact')} />
          </Field>
          <WideButton type="submit" size="lg" loading={isSubmitting}>
            {isSubmitting ? '提交中…' : '提交反馈'}
          </WideButton>
        </Form>
      </Panel>
      <Panel aria-labelledby="yjfk-list-heading">
        <PageHeading as="h2" id="yjfk-list-heading">
          我的反馈
        </PageHeading>
        {!list.data ? (
          <ReadStatus read={list} what="反馈" />
        ) : list.data.list.length === 0 ? (
          <ListState status="empty" emptyText="还没有提交过反馈" />
        ) : (
          <>
            <StackList>
              {list.data.list.map((item) => (
                <li key={item.id}>
                  <Item aria-label={`${item.type_label} ${beijingDateTime(item.created_at)}`}>
                    <Muted>
                      {item.type_label}　{beijingDateTime(item.created_at)}
                    </Muted>
                    <p>{item.content}</p>
                    {item.images.length ? (
                      <Thumbs>
                        {item.images.map((url, index) => (
                          <img key={url} src={url} alt={`反馈图片${index + 1}`} />
                        ))}
                      </Thumbs>
                    ) : null}
                    {item.reply ? (
                      <Reply>
                        客服回复（{item.replied_at ? beijingDateTime(item.replied_at) : ''}）：{item.reply}
                      </Reply>
                    ) : (
                      <Muted>待回复</Muted>
                    )}
                  </Item>
                </li>
              ))}
            </StackList>
            <MemberPager
              page={page}
              total={list.data.total}
              perPage={list.data.per_page}
              hrefOf={(n) => `/zzfw/yjfk?page=${n}`}
              label="反馈分页"
            />
          </>
        )}
      </Panel>
    </>
  );
}
