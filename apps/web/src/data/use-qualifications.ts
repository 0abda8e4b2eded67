import type { CertificateInput, CompanyBody } from '@yaocai/domain';
import { useSWRConfig } from 'swr';
import { jyfwData, uploadedImage, zizhiData } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { keys, matchesAny } from './keys';
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

/**
 * POST /api/user/zizhi/image (multipart `file`): one certificate image. The server checks type and size by
 * content; its 422 message is the upload's own error, shown beside that image rather than as a toast.
 */
export function uploadCertificateImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return request('/user/zizhi/image', {
    method: 'POST',
    body,
    schema: uploadedImage,
    handleSelf: [...FORM_STATUSES, 413],
    supersede: false,
  });
}

/**
 * After a company or certificate is submitted, the review state moves, and with it the user state
 * (`company`, `is_passed`) the header and the member centre show.
 */
function useRefreshAfterSubmit() {
  const { mutate } = useSWRConfig();
  return () => mutate(matchesAny([keys.qualification.all, keys.user.base]));
}

/** POST /api/user/company (registration step 2): the company, its scope and its certificates, for review. */
export function useSubmitCompany() {
  const refresh = useRefreshAfterSubmit();
  return {
    submitCompany: async (body: CompanyBody) => {
      const answer = await requestAnswer('/user/company', {
        method: 'POST',
        body,
        json: true,
        handleSelf: FORM_STATUSES,
        supersede: false,
      });
      await refresh();
      return answer.message;
    },
  };
}

/** POST /api/user/zizhi: adds or renews one certificate (it goes back to 待审核); resolves with the server's message. */
export function useSubmitCertificate() {
  const refresh = useRefreshAfterSubmit();
  return {
    submitCertificate: async (body: CertificateInput) => {
      const answer = await requestAnswer('/user/zizhi', {
        method: 'POST',
        body,
        json: true,
        handleSelf: FORM_STATUSES,
        supersede: false,
      });
      await refresh();
      return answer.message;
    },
  };
}
