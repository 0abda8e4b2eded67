import { ChatThread } from '@yaocai/ui';
import { useState } from 'react';
import { useChat } from '../data/use-chat';
import { useUploadCertificateImage } from '../data/use-qualifications';
import { orderHref } from '../lib/order-links';
import { renderRouterLink } from '../lib/render-link';

const goodsHref = (id: number) => `/list_info/${id}`;

/**
 * The toolbar's live conversation with 客服 (issue #23 §3): loaded when the panel first opens. Pictures go
 * through the same checked upload as feedback photos, then are sent by their id.
 */
export function ChatPanelContainer({ open }: { open: boolean }) {
  const chat = useChat(true, open);
  const [pictureError, setPictureError] = useState<string>();
  const upload = useUploadCertificateImage({ onError: (error) => setPictureError(error.message) });
  const pickPicture = async (file: File) => {
    setPictureError(undefined);
    const uploaded = await upload.run(file);
    if (uploaded) await chat.sendPicture(uploaded.image_id);
  };
  return (
    <ChatThread
      label="与客服的对话"
      viewer="buyer"
      messages={chat.messages}
      status={chat.status}
      onRetry={chat.retry}
      hasMore={chat.hasMore}
      loadingMore={chat.loadingMore}
      onLoadMore={chat.loadMore}
      connection={chat.connection}
      onSend={chat.sendText}
      onPickPicture={pickPicture}
      sending={chat.sending || upload.pending}
      sendError={pictureError ?? chat.sendError}
      goodsHref={goodsHref}
      orderHref={orderHref}
      renderLink={renderRouterLink}
    />
  );
}
