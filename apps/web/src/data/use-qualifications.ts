import type { CertificateInput, CompanyBody } from '@yaocai/domain';
import { jyfwData, uploadedImage, zizhiData } from '../api/contracts';
import { type Answer, request, requestAnswer } from '../api/request';
import { feedback } from '../feedback/feedback';
import { type ActionCallbacks, NOTHING_CACHED, quietSuccess, useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/** The qualification forms show a 422's field message and a 429's throttle message themselves, inline. */
const FORM_STATUSES = [422, 429] as const;

/** GET /api/user/zizhi: the company (null before registration step 2), its certificates and what is missing. */
export function useZizhi() {
  return useRead(keys.qualification.zizhi, () => request('/user/zizhi', { schema: zizhiData }));
}

/** GET /api/user/jyfw: every scope category, and whether the company holds it or asked for it. */
export function useJyfw() {
  return useRead(keys.qualification.jyfw, () => request('/user/jyfw', { schema: jyfwData }));
}

const uploadCertificateImage = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return requestAnswer('/user/zizhi/image', {
    method: 'POST',
    body,
    schema: uploadedImage,
    handleSelf: [...FORM_STATUSES, 413],
    supersede: false,
  });
};

/**
 * POST /api/user/zizhi/image (multipart `file`): one certificate image, stored until a certificate names it
 * (no cached read changes). The server checks type and size by content; its 422 message is the upload's own
 * error, shown beside that image (`onError`) rather than as a toast; success is the image appearing.
 */
export function useUploadCertificateImage(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(uploadCertificateImage, {
    invalidates: NOTHING_CACHED,
    onSuccess: quietSuccess,
    ...callbacks,
  });
}

/**
 * After a company or certificate is submitted, the review state moves, and with it the user state
 * (`company`, `is_passed`) the header and the member centre show.
 */
const submitReads = [keys.qualification.all, keys.user.base];

/** POST /api/user/company (registration step 2): the company, its scope and its certificates, for review. */
const submitCompany = (body: CompanyBody) =>
  requestAnswer('/user/company', {
    method: 'POST',
    body,
    json: true,
    handleSelf: FORM_STATUSES,
    supersede: false,
  });

/** Quiet on success: the page moves on to step 3, which says what happens next. */
export function useSubmitCompany(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(submitCompany, { invalidates: submitReads, onSuccess: quietSuccess, ...callbacks });
}

/** POST /api/user/zizhi: adds or renews one certificate (it goes back to 待审核). */
const submitCertificate = (body: CertificateInput) =>
  requestAnswer('/user/zizhi', {
    method: 'POST',
    body,
    json: true,
    handleSelf: FORM_STATUSES,
    supersede: false,
  });

/** The server's message, or 证照已提交，请等待审核 when it sends none. */
const toastSubmitted = ({ message }: Answer<unknown>) =>
  feedback.toast(message || '证照已提交，请等待审核', 'success');

export function useSubmitCertificate(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(submitCertificate, { invalidates: submitReads, onSuccess: toastSubmitted, ...callbacks });
}
